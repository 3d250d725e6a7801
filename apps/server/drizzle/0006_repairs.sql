CREATE TABLE "qa_counters" (
	"period" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "qa_counters_period_key_pk" PRIMARY KEY("period","key")
);
--> statement-breakpoint
CREATE TABLE "rma_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"robot_sn" text NOT NULL,
	"robot_pn" text NOT NULL,
	"old_pn" text NOT NULL,
	"old_sn" text DEFAULT '' NOT NULL,
	"new_pn" text NOT NULL,
	"new_sn" text DEFAULT '' NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"part_desc" text DEFAULT '' NOT NULL,
	"complaint_id" integer,
	"failure_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"technician" text DEFAULT '' NOT NULL,
	"internal_number" text DEFAULT '' NOT NULL,
	"repair_date" date NOT NULL,
	"under_warranty" boolean DEFAULT false NOT NULL,
	"part_warranty_end" date,
	"return_to_qa" boolean DEFAULT false NOT NULL,
	"status" text,
	"remark" text DEFAULT '' NOT NULL,
	"old_fitted_id" integer,
	"new_fitted_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rma_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'SNT' NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"date_sent" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"refund_invoice_no" text DEFAULT '' NOT NULL,
	"refund_order_no" text DEFAULT '' NOT NULL,
	"refund" numeric(12, 2),
	"labor_cost" numeric(12, 2),
	"is_auto_sent" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rma_lines" ADD CONSTRAINT "rma_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_lines" ADD CONSTRAINT "rma_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_lines" ADD CONSTRAINT "rma_lines_parent_id_rma_requests_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rma_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_lines" ADD CONSTRAINT "rma_lines_complaint_id_option_items_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."option_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_lines" ADD CONSTRAINT "rma_lines_failure_id_option_items_id_fk" FOREIGN KEY ("failure_id") REFERENCES "public"."option_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_lines" ADD CONSTRAINT "rma_lines_old_fitted_id_fitted_parts_id_fk" FOREIGN KEY ("old_fitted_id") REFERENCES "public"."fitted_parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_lines" ADD CONSTRAINT "rma_lines_new_fitted_id_fitted_parts_id_fk" FOREIGN KEY ("new_fitted_id") REFERENCES "public"."fitted_parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_requests" ADD CONSTRAINT "rma_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_requests" ADD CONSTRAINT "rma_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rma_lines_draft_idx" ON "rma_lines" USING btree ("company_id","user_id") WHERE "rma_lines"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "rma_lines_parent_idx" ON "rma_lines" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "rma_lines_robot_idx" ON "rma_lines" USING btree ("robot_sn","repair_date");--> statement-breakpoint
CREATE INDEX "rma_lines_old_sn_idx" ON "rma_lines" USING btree ("old_sn");--> statement-breakpoint
CREATE INDEX "rma_lines_internal_idx" ON "rma_lines" USING btree ("company_id","internal_number");--> statement-breakpoint
CREATE INDEX "rma_lines_repair_date_idx" ON "rma_lines" USING btree ("company_id","repair_date");--> statement-breakpoint
CREATE INDEX "rma_lines_draft_created_idx" ON "rma_lines" USING btree ("created_at") WHERE "rma_lines"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "rma_requests_company_idx" ON "rma_requests" USING btree ("company_id","date_sent");--> statement-breakpoint
CREATE INDEX "rma_requests_date_idx" ON "rma_requests" USING btree ("date_sent");--> statement-breakpoint
CREATE INDEX "rma_requests_unfinished_idx" ON "rma_requests" USING btree ("company_id") WHERE "rma_requests"."finished" = false;--> statement-breakpoint
CREATE INDEX "rma_requests_status_idx" ON "rma_requests" USING btree ("status","date_sent");--> statement-breakpoint
CREATE INDEX "rma_requests_user_idx" ON "rma_requests" USING btree ("user_id");