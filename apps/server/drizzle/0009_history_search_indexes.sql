CREATE INDEX "rma_lines_internal_lower_idx" ON "rma_lines" USING btree (lower("internal_number"));--> statement-breakpoint
CREATE INDEX "rma_lines_date_idx" ON "rma_lines" USING btree ("repair_date");