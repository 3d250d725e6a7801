-- Custom SQL migration file, put your code below! --
-- Change notifications for the answers of the spares, complete-unit and feedback lists kept per instance
-- (docs/ARCHITECTURE.md "Hot paths — lists"; lib/answer-cache.ts, lib/reference-cache.ts), on the functions of
-- migration change_notify (pp_notify_rows, pp_notify_fixed): every writer announces its change in its own
-- transaction. `<prefix>c:<company>` drops a company's pages, `<prefix>all` provider staff's, `<prefix>*` all;
-- `ref:<topic>` the list's cached totals (lib/keyset.ts keysetList `totalTopics`).
--> statement-breakpoint
-- orders: the order history.
CREATE TRIGGER orders_notify_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('ord:c:', 'company_id', 'ord:*', 'ord:all', 'ref:orders');
--> statement-breakpoint
CREATE TRIGGER orders_notify_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('ord:c:', 'company_id', 'ord:*', 'ord:all', 'ref:orders');
--> statement-breakpoint
CREATE TRIGGER orders_notify_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('ord:c:', 'company_id', 'ord:*', 'ord:all', 'ref:orders');
--> statement-breakpoint
CREATE TRIGGER orders_notify_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('*');
--> statement-breakpoint
-- feedback_reports: the feedback history.
CREATE TRIGGER feedback_reports_notify_insert AFTER INSERT ON feedback_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('fb:c:', 'company_id', 'fb:*', 'fb:all', 'ref:feedback');
--> statement-breakpoint
CREATE TRIGGER feedback_reports_notify_update AFTER UPDATE ON feedback_reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('fb:c:', 'company_id', 'fb:*', 'fb:all', 'ref:feedback');
--> statement-breakpoint
CREATE TRIGGER feedback_reports_notify_delete AFTER DELETE ON feedback_reports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('fb:c:', 'company_id', 'fb:*', 'fb:all', 'ref:feedback');
--> statement-breakpoint
CREATE TRIGGER feedback_reports_notify_truncate AFTER TRUNCATE ON feedback_reports
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('*');
--> statement-breakpoint
-- complete_units: the complete-unit list.
CREATE TRIGGER complete_units_notify_insert AFTER INSERT ON complete_units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('cu:c:', 'company_id', 'cu:*', 'cu:all', 'ref:completeUnits');
--> statement-breakpoint
CREATE TRIGGER complete_units_notify_update AFTER UPDATE ON complete_units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('cu:c:', 'company_id', 'cu:*', 'cu:all', 'ref:completeUnits');
--> statement-breakpoint
CREATE TRIGGER complete_units_notify_delete AFTER DELETE ON complete_units
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('cu:c:', 'company_id', 'cu:*', 'cu:all', 'ref:completeUnits');
--> statement-breakpoint
CREATE TRIGGER complete_units_notify_truncate AFTER TRUNCATE ON complete_units
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('*');
--> statement-breakpoint
-- cart_items: each user's cart.
CREATE TRIGGER cart_items_notify_insert AFTER INSERT ON cart_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('cart:', 'user_id', 'cart:*');
--> statement-breakpoint
CREATE TRIGGER cart_items_notify_update AFTER UPDATE ON cart_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('cart:', 'user_id', 'cart:*');
--> statement-breakpoint
CREATE TRIGGER cart_items_notify_delete AFTER DELETE ON cart_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('cart:', 'user_id', 'cart:*');
--> statement-breakpoint
CREATE TRIGGER cart_items_notify_truncate AFTER TRUNCATE ON cart_items
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('*');
--> statement-breakpoint
-- What those answers show of other tables: any change drops them (admin edits and imports, rare).
CREATE TRIGGER companies_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('ord:*', 'fb:*', 'cu:*', 'cart:*', 'search:*');
--> statement-breakpoint
CREATE TRIGGER robot_models_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON robot_models
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('cu:*', 'search:*');
--> statement-breakpoint
CREATE TRIGGER part_numbers_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON part_numbers
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('cart:*', 'search:*');
--> statement-breakpoint
CREATE TRIGGER compatibility_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON compatibility
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('search:*');
--> statement-breakpoint
CREATE TRIGGER workbook_parts_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON workbook_parts
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('search:*');
--> statement-breakpoint
CREATE TRIGGER part_prices_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON part_prices
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('cart:*', 'search:*');
--> statement-breakpoint
CREATE TRIGGER price_lists_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_lists
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('cart:*', 'search:*');
--> statement-breakpoint
CREATE TRIGGER shipping_rates_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_rates
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('cart:*');
--> statement-breakpoint
-- Brands a company sees (catalogue's rule, cached under the 'catalogue' topic) decide what the search finds.
CREATE TRIGGER brands_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('ref:catalogue', 'search:*');
--> statement-breakpoint
CREATE TRIGGER company_brands_notify_lists AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_brands
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('ref:catalogue', 'search:*');
--> statement-breakpoint
-- users: the order history shows who placed each order (a login writes last_login_at only: nothing to drop).
CREATE OR REPLACE FUNCTION lists_users_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.name IS DISTINCT FROM o.name) THEN
    PERFORM pg_notify('pp_invalidate', 'ord:*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_renamed_lists AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lists_users_renamed();
--> statement-breakpoint
-- robot_units: a complete-unit row shows its unit's model (warranty writes leave model_id alone).
CREATE OR REPLACE FUNCTION lists_units_remodelled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.model_id IS DISTINCT FROM o.model_id) THEN
    PERFORM pg_notify('pp_invalidate', 'cu:*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER robot_units_remodelled_lists AFTER UPDATE ON robot_units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION lists_units_remodelled();
