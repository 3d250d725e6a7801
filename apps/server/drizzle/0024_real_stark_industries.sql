DROP INDEX "complete_units_status_idx";--> statement-breakpoint
DROP INDEX "feedback_reports_menu_idx";--> statement-breakpoint
CREATE INDEX "complete_units_sn_idx" ON "complete_units" USING btree ("sn","id");--> statement-breakpoint
CREATE INDEX "complete_units_first_name_idx" ON "complete_units" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "complete_units_search_trgm" ON "complete_units" USING gin (("sn" || ' ' || "new_sn" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feedback_reports_form_type_idx" ON "feedback_reports" USING btree ("form_type","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_minor","id");--> statement-breakpoint
CREATE INDEX "orders_company_total_idx" ON "orders" USING btree ("company_id","total_minor","id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm" ON "orders" USING gin (("internal_number" || ' ' || "full_name" || ' ' || "city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complete_units_status_idx" ON "complete_units" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_reports_menu_idx" ON "feedback_reports" USING btree ("menu","form_type","created_at","id");