-- Custom SQL migration file, put your code below! --
-- Change notifications for the per-instance answer caches (lib/answer-cache.ts, docs/ARCHITECTURE.md "Hot
-- paths — answers from memory"): statement triggers on the tables behind cached answers send `pg_notify` on
-- the `pp_invalidate` channel in the writer's transaction, whoever the writer is. PostgreSQL delivers the
-- messages at commit (never on rollback): on the writing connection before its COMMIT answers, on every other
-- instance's listening connection right after. Ids are sent for up to 50 rows of a statement; a bigger
-- statement sends the prefix's flush (`unit:*`). TRUNCATE sends `*` (every cache).
CREATE OR REPLACE FUNCTION pp_notify_ids(prefix text, ids integer[], overflow text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(ids) > 50 THEN
    PERFORM pg_notify('pp_invalidate', overflow);
  ELSE
    PERFORM pg_notify('pp_invalidate', array_to_string(ARRAY(SELECT prefix || id FROM unnest(ids) AS id), E'\n'));
  END IF;
END $$;
--> statement-breakpoint
-- The trigger's arguments, one message each.
CREATE OR REPLACE FUNCTION pp_notify_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pp_invalidate', array_to_string(TG_ARGV, E'\n'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Arguments (TG_ARGV counts from 0): prefix, id column, overflow message, then messages sent whenever a row
-- changed.
CREATE OR REPLACE FUNCTION pp_notify_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT %1$I FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT %1$I FROM old_rows'
    ELSE 'SELECT %1$I FROM new_rows UNION SELECT %1$I FROM old_rows' END;
  ids integer[];
BEGIN
  EXECUTE format('SELECT ARRAY(SELECT DISTINCT c.id FROM (' || source || ') AS c(id) WHERE c.id IS NOT NULL ORDER BY 1 LIMIT 51)', TG_ARGV[1])
    INTO ids;
  IF cardinality(ids) > 0 THEN
    PERFORM pp_notify_ids(TG_ARGV[0], ids, TG_ARGV[2]);
    IF TG_NARGS > 3 THEN
      PERFORM pg_notify('pp_invalidate', array_to_string(TG_ARGV[3:TG_NARGS - 1], E'\n'));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- rma_lines: sent lines feed the RMA lists' counts (`rma:c:<company>`, `rma:all`); drafts (parent_id null)
-- feed rma_draft_counts, kept here, and the not-sent summary (`drafts:c:<company>`, `drafts:all`). The counts
-- are upserted in key order after the same transaction-scoped advisory lock as rma_request_counts (0011).
CREATE OR REPLACE FUNCTION rma_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sent integer[];
  drafts integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    sent := ARRAY(SELECT DISTINCT company_id FROM new_rows WHERE parent_id IS NOT NULL ORDER BY 1 LIMIT 51);
    drafts := ARRAY(SELECT DISTINCT company_id FROM new_rows WHERE parent_id IS NULL ORDER BY 1 LIMIT 51);
  ELSIF TG_OP = 'DELETE' THEN
    sent := ARRAY(SELECT DISTINCT company_id FROM old_rows WHERE parent_id IS NOT NULL ORDER BY 1 LIMIT 51);
    drafts := ARRAY(SELECT DISTINCT company_id FROM old_rows WHERE parent_id IS NULL ORDER BY 1 LIMIT 51);
  ELSE
    sent := ARRAY(SELECT company_id FROM new_rows WHERE parent_id IS NOT NULL
      UNION SELECT company_id FROM old_rows WHERE parent_id IS NOT NULL ORDER BY 1 LIMIT 51);
    drafts := ARRAY(SELECT company_id FROM new_rows WHERE parent_id IS NULL
      UNION SELECT company_id FROM old_rows WHERE parent_id IS NULL ORDER BY 1 LIMIT 51);
  END IF;
  IF cardinality(sent) > 0 THEN
    PERFORM pp_notify_ids('rma:c:', sent, 'rma:*');
    PERFORM pg_notify('pp_invalidate', 'rma:all');
  END IF;
  IF cardinality(drafts) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('rma_request_counts'));
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rma_draft_counts (company_id, user_id, green, red)
    SELECT company_id, user_id, count(*) FILTER (WHERE under_warranty), count(*) FILTER (WHERE NOT under_warranty)
    FROM new_rows WHERE parent_id IS NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, user_id) DO UPDATE
      SET green = rma_draft_counts.green + excluded.green, red = rma_draft_counts.red + excluded.red;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO rma_draft_counts (company_id, user_id, green, red)
    SELECT company_id, user_id, -count(*) FILTER (WHERE under_warranty), -count(*) FILTER (WHERE NOT under_warranty)
    FROM old_rows WHERE parent_id IS NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, user_id) DO UPDATE
      SET green = rma_draft_counts.green + excluded.green, red = rma_draft_counts.red + excluded.red;
  ELSE
    INSERT INTO rma_draft_counts (company_id, user_id, green, red)
    SELECT d.company_id, d.user_id, sum(d.green)::int, sum(d.red)::int
    FROM (
      SELECT company_id, user_id, CASE WHEN under_warranty THEN 1 ELSE 0 END AS green,
        CASE WHEN under_warranty THEN 0 ELSE 1 END AS red
      FROM new_rows WHERE parent_id IS NULL
      UNION ALL
      SELECT company_id, user_id, CASE WHEN under_warranty THEN -1 ELSE 0 END,
        CASE WHEN under_warranty THEN 0 ELSE -1 END
      FROM old_rows WHERE parent_id IS NULL
    ) AS d
    GROUP BY 1, 2 HAVING sum(d.green) <> 0 OR sum(d.red) <> 0 ORDER BY 1, 2
    ON CONFLICT (company_id, user_id) DO UPDATE
      SET green = rma_draft_counts.green + excluded.green, red = rma_draft_counts.red + excluded.red;
  END IF;
  DELETE FROM rma_draft_counts
    WHERE green = 0 AND red = 0 AND (cardinality(drafts) > 50 OR company_id = ANY (drafts));
  PERFORM pp_notify_ids('drafts:c:', drafts, 'drafts:*');
  PERFORM pg_notify('pp_invalidate', 'drafts:all');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rma_lines_changed_insert AFTER INSERT ON rma_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rma_lines_changed();
--> statement-breakpoint
CREATE TRIGGER rma_lines_changed_update AFTER UPDATE ON rma_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rma_lines_changed();
--> statement-breakpoint
CREATE TRIGGER rma_lines_changed_delete AFTER DELETE ON rma_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rma_lines_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rma_lines_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rma_draft_counts;
  PERFORM pg_notify('pp_invalidate', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rma_lines_truncated AFTER TRUNCATE ON rma_lines
  FOR EACH STATEMENT EXECUTE FUNCTION rma_lines_truncated();
--> statement-breakpoint
-- users: the users list (`users:*`) shows name, e-mail, phone, country, status, type and company; the RMA
-- lists and the not-sent summary show the name (a login only writes last_login_at: nothing to drop).
CREATE OR REPLACE FUNCTION users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    PERFORM pg_notify('pp_invalidate', 'users:*');
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (n.name, n.email, n.phone, n.country, n.status, n.type_id, n.company_id)
        IS DISTINCT FROM (o.name, o.email, o.phone, o.country, o.status, o.type_id, o.company_id)) THEN
    PERFORM pg_notify('pp_invalidate', 'users:*');
  END IF;
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.name IS DISTINCT FROM o.name) THEN
    PERFORM pg_notify('pp_invalidate', E'rma:*\ndrafts:*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed_insert AFTER INSERT ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed_delete AFTER DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_changed();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('*');
--> statement-breakpoint
-- rma_requests: the RMA lists of the companies concerned and provider staff's lists.
CREATE TRIGGER rma_requests_notify_insert AFTER INSERT ON rma_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('rma:c:', 'company_id', 'rma:*', 'rma:all');
--> statement-breakpoint
CREATE TRIGGER rma_requests_notify_update AFTER UPDATE ON rma_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('rma:c:', 'company_id', 'rma:*', 'rma:all');
--> statement-breakpoint
CREATE TRIGGER rma_requests_notify_delete AFTER DELETE ON rma_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('rma:c:', 'company_id', 'rma:*', 'rma:all');
--> statement-breakpoint
CREATE TRIGGER rma_requests_notify_truncate AFTER TRUNCATE ON rma_requests
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('*');
--> statement-breakpoint
-- robot_units and fitted_parts: the serial lookup's answer of each unit.
CREATE TRIGGER robot_units_notify_insert AFTER INSERT ON robot_units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_rows('unit:', 'id', 'unit:*');
--> statement-breakpoint
CREATE TRIGGER robot_units_notify_update AFTER UPDATE ON robot_units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('unit:', 'id', 'unit:*');
--> statement-breakpoint
CREATE TRIGGER robot_units_notify_delete AFTER DELETE ON robot_units
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_rows('unit:', 'id', 'unit:*');
--> statement-breakpoint
CREATE TRIGGER robot_units_notify_truncate AFTER TRUNCATE ON robot_units
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('*');
--> statement-breakpoint
CREATE TRIGGER fitted_parts_notify_insert AFTER INSERT ON fitted_parts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('unit:', 'unit_id', 'unit:*');
--> statement-breakpoint
CREATE TRIGGER fitted_parts_notify_update AFTER UPDATE ON fitted_parts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('unit:', 'unit_id', 'unit:*');
--> statement-breakpoint
CREATE TRIGGER fitted_parts_notify_delete AFTER DELETE ON fitted_parts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('unit:', 'unit_id', 'unit:*');
--> statement-breakpoint
CREATE TRIGGER fitted_parts_notify_truncate AFTER TRUNCATE ON fitted_parts
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('*');
--> statement-breakpoint
-- notifications: the bell of each user.
CREATE TRIGGER notifications_notify_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('notif:', 'user_id', 'notif:*');
--> statement-breakpoint
CREATE TRIGGER notifications_notify_update AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('notif:', 'user_id', 'notif:*');
--> statement-breakpoint
CREATE TRIGGER notifications_notify_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION pp_notify_rows('notif:', 'user_id', 'notif:*');
--> statement-breakpoint
CREATE TRIGGER notifications_notify_truncate AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('*');
--> statement-breakpoint
-- Reference tables: any change drops the caches that read them.
CREATE TRIGGER robot_models_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON robot_models
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('unit:*', 'part:*');
--> statement-breakpoint
CREATE TRIGGER part_numbers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON part_numbers
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('unit:*', 'part:*');
--> statement-breakpoint
CREATE TRIGGER compatibility_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON compatibility
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('part:*');
--> statement-breakpoint
CREATE TRIGGER companies_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('rma:*', 'drafts:*', 'users:*');
--> statement-breakpoint
CREATE TRIGGER user_types_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_types
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('users:*');
--> statement-breakpoint
-- Existing drafts (the same counts as the triggers keep).
LOCK TABLE rma_lines IN SHARE MODE;
--> statement-breakpoint
INSERT INTO rma_draft_counts (company_id, user_id, green, red)
SELECT company_id, user_id, count(*) FILTER (WHERE under_warranty), count(*) FILTER (WHERE NOT under_warranty)
FROM rma_lines WHERE parent_id IS NULL
GROUP BY 1, 2
ON CONFLICT (company_id, user_id) DO UPDATE SET green = excluded.green, red = excluded.red;
