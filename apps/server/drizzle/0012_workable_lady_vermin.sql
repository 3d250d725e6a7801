CREATE TABLE "complete_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"sn" text NOT NULL,
	"date_arrived" date NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"purchase_date" date NOT NULL,
	"purchased_from" text DEFAULT '' NOT NULL,
	"invoice_file_id" integer,
	"complaint_id" integer,
	"other_complaint" text DEFAULT '' NOT NULL,
	"suspicious_part_id" integer,
	"pool_surface_id" integer,
	"pool_shape_id" integer,
	"pool_width" numeric(8, 2),
	"pool_length" numeric(8, 2),
	"comments" text DEFAULT '' NOT NULL,
	"technician_comments" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"new_sn" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'SNT' NOT NULL,
	"credit_amount" numeric(12, 2),
	"credit_currency" text,
	"maker_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complete_units" ADD CONSTRAINT "complete_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complete_units" ADD CONSTRAINT "complete_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complete_units" ADD CONSTRAINT "complete_units_unit_id_robot_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."robot_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complete_units" ADD CONSTRAINT "complete_units_invoice_file_id_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complete_units" ADD CONSTRAINT "complete_units_complaint_id_option_items_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."option_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complete_units" ADD CONSTRAINT "complete_units_suspicious_part_id_option_items_id_fk" FOREIGN KEY ("suspicious_part_id") REFERENCES "public"."option_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complete_units" ADD CONSTRAINT "complete_units_pool_surface_id_option_items_id_fk" FOREIGN KEY ("pool_surface_id") REFERENCES "public"."option_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complete_units" ADD CONSTRAINT "complete_units_pool_shape_id_option_items_id_fk" FOREIGN KEY ("pool_shape_id") REFERENCES "public"."option_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complete_units_unit_uq" ON "complete_units" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "complete_units_company_idx" ON "complete_units" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "complete_units_created_idx" ON "complete_units" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "complete_units_status_idx" ON "complete_units" USING btree ("status","created_at");