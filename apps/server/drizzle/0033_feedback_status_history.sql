CREATE TABLE "feedback_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"user_id" integer,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_status_changes" ADD CONSTRAINT "feedback_status_changes_report_id_feedback_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."feedback_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_status_changes" ADD CONSTRAINT "feedback_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_status_changes_report_idx" ON "feedback_status_changes" USING btree ("report_id","changed_at","id");--> statement-breakpoint
-- The status changes made before this table existed, from the audit log's handling saves (who, when, from, to).
INSERT INTO "feedback_status_changes" ("report_id", "user_id", "from_status", "to_status", "changed_at")
SELECT r."id", u."id", a."before"->>'status', a."after"->>'status', a."at"
FROM "audit_log" a
JOIN "feedback_reports" r ON r."id"::text = a."entity_id"
LEFT JOIN "users" u ON u."id" = a."actor_id"
WHERE a."entity" = 'feedback_report' AND a."action" = 'feedback.handle'
  AND a."before"->>'status' IS NOT NULL AND a."after"->>'status' IS NOT NULL
  AND a."before"->>'status' <> a."after"->>'status'
ORDER BY a."id";
