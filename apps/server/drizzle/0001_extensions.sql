-- Text search over parts, robots and serials (pg_trgm); unaccent for names.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
