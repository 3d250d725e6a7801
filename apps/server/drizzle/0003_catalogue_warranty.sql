CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_main" text,
	"image_slim" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_brands" (
	"company_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "company_brands_company_id_brand_id_pk" PRIMARY KEY("company_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "model_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"no" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"year" integer,
	"storage_key" text
);
--> statement-breakpoint
CREATE TABLE "part_numbers" (
	"pn" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"is_non_serial" boolean DEFAULT false NOT NULL,
	"sn_prefix" text,
	"sn_length" integer
);
--> statement-breakpoint
CREATE TABLE "robot_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"pn" text NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"customer_pn" text DEFAULT '' NOT NULL,
	"image_main" text,
	"image_big" text,
	"image_view" text,
	"image_exploded_big" text,
	"image_slim" text,
	"pool_area" text DEFAULT '' NOT NULL,
	"access" text DEFAULT '' NOT NULL,
	"climb" text DEFAULT '' NOT NULL,
	"cycle_time" text DEFAULT '' NOT NULL,
	"electronic" text DEFAULT '' NOT NULL,
	"psu" text DEFAULT '' NOT NULL,
	"cable_length" text DEFAULT '' NOT NULL,
	"weight" text DEFAULT '' NOT NULL,
	"certificate" text DEFAULT 'N' NOT NULL,
	"warranty_type" integer DEFAULT 231 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbook_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"balloon_id" numeric(6, 2) NOT NULL,
	"pn" text NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"slot" text
);
--> statement-breakpoint
CREATE TABLE "compatibility" (
	"id" serial PRIMARY KEY NOT NULL,
	"old_pn" text NOT NULL,
	"new_pn" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fitted_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"slot" text NOT NULL,
	"pn" text NOT NULL,
	"sn" text,
	"fitted_from" date NOT NULL,
	"removed_at" date
);
--> statement-breakpoint
CREATE TABLE "robot_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"model_id" integer NOT NULL,
	"company_id" integer,
	"production_date" date NOT NULL,
	"ship_date" date,
	"sale_date" date,
	"warranty_type" integer NOT NULL,
	"warranty_updated" boolean DEFAULT false NOT NULL,
	"manual_start" date,
	"manual_end" date,
	"ext_months" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"sn" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sale_date" date,
	"invoice_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_brands" ADD CONSTRAINT "company_brands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_brands" ADD CONSTRAINT "company_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_documents" ADD CONSTRAINT "model_documents_model_id_robot_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."robot_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_models" ADD CONSTRAINT "robot_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbook_parts" ADD CONSTRAINT "workbook_parts_model_id_robot_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."robot_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workbook_parts" ADD CONSTRAINT "workbook_parts_pn_part_numbers_pn_fk" FOREIGN KEY ("pn") REFERENCES "public"."part_numbers"("pn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitted_parts" ADD CONSTRAINT "fitted_parts_unit_id_robot_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."robot_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_units" ADD CONSTRAINT "robot_units_model_id_robot_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."robot_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_units" ADD CONSTRAINT "robot_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_updates" ADD CONSTRAINT "warranty_updates_unit_id_robot_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."robot_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_updates" ADD CONSTRAINT "warranty_updates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_updates" ADD CONSTRAINT "warranty_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_updates" ADD CONSTRAINT "warranty_updates_invoice_file_id_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_brands_brand_idx" ON "company_brands" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "model_documents_model_idx" ON "model_documents" USING btree ("model_id","kind");--> statement-breakpoint
CREATE INDEX "part_numbers_pn_trgm" ON "part_numbers" USING gin ("pn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "part_numbers_description_trgm" ON "part_numbers" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "robot_models_pn_year_uq" ON "robot_models" USING btree ("pn","year");--> statement-breakpoint
CREATE INDEX "robot_models_brand_idx" ON "robot_models" USING btree ("brand_id","year");--> statement-breakpoint
CREATE INDEX "robot_models_pn_trgm" ON "robot_models" USING gin ("pn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "robot_models_name_trgm" ON "robot_models" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workbook_parts_model_idx" ON "workbook_parts" USING btree ("model_id","balloon_id");--> statement-breakpoint
CREATE INDEX "workbook_parts_pn_idx" ON "workbook_parts" USING btree ("pn");--> statement-breakpoint
CREATE UNIQUE INDEX "compatibility_old_new_uq" ON "compatibility" USING btree ("old_pn","new_pn");--> statement-breakpoint
CREATE INDEX "compatibility_new_idx" ON "compatibility" USING btree ("new_pn");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_uq" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_company_idx" ON "files" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fitted_parts_sn_fitted_uq" ON "fitted_parts" USING btree ("sn") WHERE "fitted_parts"."removed_at" is null and "fitted_parts"."sn" is not null;--> statement-breakpoint
CREATE INDEX "fitted_parts_unit_idx" ON "fitted_parts" USING btree ("unit_id","slot");--> statement-breakpoint
CREATE INDEX "fitted_parts_sn_trgm" ON "fitted_parts" USING gin ("sn" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "robot_units_sn_uq" ON "robot_units" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "robot_units_sn_trgm" ON "robot_units" USING gin ("sn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "robot_units_model_idx" ON "robot_units" USING btree ("model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_updates_unit_uq" ON "warranty_updates" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "warranty_updates_company_idx" ON "warranty_updates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "warranty_updates_created_idx" ON "warranty_updates" USING btree ("created_at");