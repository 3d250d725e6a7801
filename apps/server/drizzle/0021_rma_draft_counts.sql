CREATE TABLE "rma_draft_counts" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"green" integer NOT NULL,
	"red" integer NOT NULL,
	CONSTRAINT "rma_draft_counts_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
