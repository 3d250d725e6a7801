CREATE TABLE "feedback_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"client_key" text,
	"menu" text NOT NULL,
	"form_type" text NOT NULL,
	"sub_type" text DEFAULT '' NOT NULL,
	"pn" text DEFAULT '' NOT NULL,
	"sn" text DEFAULT '' NOT NULL,
	"attachment_file_id" integer,
	"file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'SNT' NOT NULL,
	"complaint_type" text,
	"department" text,
	"handling" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_status_change_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_reports_client_key_uq" ON "feedback_reports" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "feedback_reports_company_idx" ON "feedback_reports" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_reports_created_idx" ON "feedback_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_reports_status_idx" ON "feedback_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_reports_menu_idx" ON "feedback_reports" USING btree ("menu","form_type","created_at");--> statement-breakpoint
CREATE INDEX "feedback_reports_pn_trgm" ON "feedback_reports" USING gin ("pn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feedback_reports_sn_trgm" ON "feedback_reports" USING gin ("sn" gin_trgm_ops);