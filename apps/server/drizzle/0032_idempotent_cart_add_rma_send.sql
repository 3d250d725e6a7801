ALTER TABLE "rma_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "last_add_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "rma_requests_user_key_uq" ON "rma_requests" USING btree ("user_id","idempotency_key") WHERE "rma_requests"."idempotency_key" is not null;