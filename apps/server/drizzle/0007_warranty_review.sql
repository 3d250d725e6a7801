ALTER TABLE "warranty_updates" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warranty_updates" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "warranty_updates" ADD CONSTRAINT "warranty_updates_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;