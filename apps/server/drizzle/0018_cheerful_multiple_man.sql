DROP INDEX "rma_lines_parent_idx";--> statement-breakpoint
CREATE INDEX "rma_lines_parent_counts_idx" ON "rma_lines" USING btree ("parent_id","under_warranty","return_to_qa");