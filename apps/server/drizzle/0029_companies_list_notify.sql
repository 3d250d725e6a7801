-- Custom SQL migration file, put your code below! --
-- Change notifications for two more answers kept per instance (lib/answer-cache.ts), on the functions of
-- migration change_notify: the admin companies list (`co:*`: modules/companies/list-service.ts) and the
-- staff search (`staff:*`, `staff:units`: modules/search/search-service.ts).
--> statement-breakpoint
-- companies: the companies list shows every listed column and the parent's name; the staff search a hit's
-- company name and number.
CREATE TRIGGER companies_notify_admin_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('co:*', 'staff:*');
--> statement-breakpoint
-- users: the companies list counts each company's users: a user added, removed or moved to another company
-- (a login writes last_login_at only: nothing to drop).
CREATE OR REPLACE FUNCTION companies_list_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    PERFORM pg_notify('pp_invalidate', 'co:*');
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.company_id IS DISTINCT FROM o.company_id) THEN
    PERFORM pg_notify('pp_invalidate', 'co:*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_companies_list_insert AFTER INSERT ON users
  FOR EACH STATEMENT EXECUTE FUNCTION companies_list_users_changed();
--> statement-breakpoint
CREATE TRIGGER users_companies_list_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION companies_list_users_changed();
--> statement-breakpoint
CREATE TRIGGER users_companies_list_delete AFTER DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION companies_list_users_changed();
--> statement-breakpoint
-- robot_units: a staff search that found no unit by a serial is kept until a unit is added or a serial
-- changes (a found unit's answer drops with `unit:<id>`, migration change_notify).
CREATE TRIGGER robot_units_notify_staff_search AFTER INSERT OR UPDATE OF sn ON robot_units
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('staff:units');
