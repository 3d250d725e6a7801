-- Custom SQL migration file, put your code below! --
-- The serial lookup's kept answers (lib/answer-cache.ts) also depend on a unit's warranty update: whose
-- company filed it decides who sees the sale date (warranty/sale-date-visibility.ts). Its writes send
-- `unit:<unit_id>` like robot_units and fitted_parts (0022_change_notify).
CREATE TRIGGER warranty_updates_notify_insert AFTER INSERT ON warranty_updates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('unit:', 'unit_id', 'unit:*');
--> statement-breakpoint
CREATE TRIGGER warranty_updates_notify_update AFTER UPDATE ON warranty_updates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('unit:', 'unit_id', 'unit:*');
--> statement-breakpoint
CREATE TRIGGER warranty_updates_notify_delete AFTER DELETE ON warranty_updates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('unit:', 'unit_id', 'unit:*');
--> statement-breakpoint
CREATE TRIGGER warranty_updates_notify_truncate AFTER TRUNCATE ON warranty_updates
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('*');
