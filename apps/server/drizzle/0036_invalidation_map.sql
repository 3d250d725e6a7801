-- Custom SQL migration file, put your code below! --
-- The triggers the invalidation declaration (apps/server/src/invalidation-map.ts) lists and the earlier
-- migrations lacked, on the functions of migration change_notify (pp_notify_fixed). The declaration check
-- (invalidation-map.test.ts, `npm run db:check`) reads every trigger back and compares.
--> statement-breakpoint
-- companies: a parent change moves whose warranty updates a company sees (the serial lookup's sale date,
-- `unit:*`) and which brands it browses (its parent's too, `ref:catalogue`).
CREATE OR REPLACE FUNCTION companies_reparented() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Transition tables are looked up when a statement is planned: DELETE has no new_rows.
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('pp_invalidate', E'unit:*\nref:catalogue');
  ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.parent_id IS DISTINCT FROM o.parent_id) THEN
    PERFORM pg_notify('pp_invalidate', E'unit:*\nref:catalogue');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_reparented_update AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION companies_reparented();
--> statement-breakpoint
CREATE TRIGGER companies_reparented_delete AFTER DELETE ON companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION companies_reparented();
--> statement-breakpoint
-- robot_models: the cached brand lists (the dashboard's years per brand), whoever writes the models.
CREATE TRIGGER robot_models_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON robot_models
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('ref:catalogue');
--> statement-breakpoint
-- option_items: the cached option lists (dashboard, complete-unit options).
CREATE TRIGGER option_items_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON option_items
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('ref:options');
--> statement-breakpoint
-- contents: the dashboard's latest news.
CREATE TRIGGER contents_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contents
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('ref:news');
--> statement-breakpoint
-- qa_params: the QA parameters provider staff's dashboard shows.
CREATE TRIGGER qa_params_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON qa_params
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('ref:qaParams');
--> statement-breakpoint
-- users: the users list's cached totals count users per status and company.
CREATE OR REPLACE FUNCTION users_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    PERFORM pg_notify('pp_invalidate', 'ref:users');
  ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (n.status, n.company_id) IS DISTINCT FROM (o.status, o.company_id)) THEN
    PERFORM pg_notify('pp_invalidate', 'ref:users');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_counted_insert AFTER INSERT ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_counted();
--> statement-breakpoint
CREATE TRIGGER users_counted_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_counted();
--> statement-breakpoint
CREATE TRIGGER users_counted_delete AFTER DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_counted();
