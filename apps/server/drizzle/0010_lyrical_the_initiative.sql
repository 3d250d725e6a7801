CREATE TABLE "rma_request_counts" (
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"finished" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "rma_request_counts_company_id_status_finished_pk" PRIMARY KEY("company_id","status","finished")
);
--> statement-breakpoint
DROP INDEX "rma_lines_draft_idx";--> statement-breakpoint
DROP INDEX "rma_requests_company_idx";--> statement-breakpoint
DROP INDEX "rma_requests_date_idx";--> statement-breakpoint
DROP INDEX "rma_requests_unfinished_idx";--> statement-breakpoint
DROP INDEX "rma_requests_status_idx";--> statement-breakpoint
CREATE INDEX "rma_lines_draft_owner_idx" ON "rma_lines" USING btree ("company_id","user_id","under_warranty") WHERE "rma_lines"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "rma_requests_company_sent_idx" ON "rma_requests" USING btree ("company_id","date_sent","id");--> statement-breakpoint
CREATE INDEX "rma_requests_sent_idx" ON "rma_requests" USING btree ("date_sent","id");--> statement-breakpoint
CREATE INDEX "rma_requests_finished_sent_idx" ON "rma_requests" USING btree ("date_sent","id") WHERE "rma_requests"."finished";--> statement-breakpoint
CREATE INDEX "rma_requests_unfinished_sent_idx" ON "rma_requests" USING btree ("date_sent","id") WHERE not "rma_requests"."finished";--> statement-breakpoint
CREATE INDEX "rma_requests_company_unfinished_idx" ON "rma_requests" USING btree ("company_id","date_sent","id") WHERE not "rma_requests"."finished";--> statement-breakpoint
CREATE INDEX "rma_requests_status_sent_idx" ON "rma_requests" USING btree ("status","date_sent","id");--> statement-breakpoint
CREATE INDEX "users_name_id_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (("name" || ' ' || "email" || ' ' || "phone" || ' ' || "country") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);