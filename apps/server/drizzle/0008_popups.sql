CREATE TABLE "popup_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sn_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_serials" (
	"message_id" integer NOT NULL,
	"sn" text NOT NULL,
	CONSTRAINT "popup_serials_message_id_sn_pk" PRIMARY KEY("message_id","sn")
);
--> statement-breakpoint
ALTER TABLE "popup_serials" ADD CONSTRAINT "popup_serials_message_id_popup_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."popup_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_serials_sn_idx" ON "popup_serials" USING btree ("sn");