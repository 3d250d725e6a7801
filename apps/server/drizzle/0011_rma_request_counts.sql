-- Custom SQL migration file, put your code below! --
-- rma_request_counts: RMAs per (company, status, finished), company 0 = all companies, kept by statement
-- triggers (one upsert per statement, whatever its row count). Rows are upserted in key order and every
-- writer first takes one transaction-scoped advisory lock, so two transactions never deadlock on them.
CREATE OR REPLACE FUNCTION rma_request_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('rma_request_counts'));
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rma_request_counts (company_id, status, finished, n)
    SELECT s.company_id, r.status, r.finished, count(*)::int
    FROM new_rows r CROSS JOIN LATERAL (VALUES (r.company_id), (0)) AS s(company_id)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, status, finished) DO UPDATE SET n = rma_request_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO rma_request_counts (company_id, status, finished, n)
    SELECT s.company_id, r.status, r.finished, -count(*)::int
    FROM old_rows r CROSS JOIN LATERAL (VALUES (r.company_id), (0)) AS s(company_id)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, status, finished) DO UPDATE SET n = rma_request_counts.n + excluded.n;
  ELSE
    INSERT INTO rma_request_counts (company_id, status, finished, n)
    SELECT s.company_id, d.status, d.finished, sum(d.delta)::int
    FROM (
      SELECT company_id, status, finished, 1 AS delta FROM new_rows
      UNION ALL
      SELECT company_id, status, finished, -1 AS delta FROM old_rows
    ) d CROSS JOIN LATERAL (VALUES (d.company_id), (0)) AS s(company_id)
    GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, status, finished) DO UPDATE SET n = rma_request_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rma_request_counts_insert AFTER INSERT ON rma_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rma_request_counts_apply();
--> statement-breakpoint
CREATE TRIGGER rma_request_counts_update AFTER UPDATE ON rma_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION rma_request_counts_apply();
--> statement-breakpoint
CREATE TRIGGER rma_request_counts_delete AFTER DELETE ON rma_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rma_request_counts_apply();
--> statement-breakpoint
-- TRUNCATE has no transition table: it empties the counts too.
CREATE OR REPLACE FUNCTION rma_request_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rma_request_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rma_request_counts_truncate AFTER TRUNCATE ON rma_requests
  FOR EACH STATEMENT EXECUTE FUNCTION rma_request_counts_truncate();
--> statement-breakpoint
-- Existing RMAs (the same statement as the triggers' upsert, from the table itself).
LOCK TABLE rma_requests IN SHARE MODE;
--> statement-breakpoint
INSERT INTO rma_request_counts (company_id, status, finished, n)
SELECT s.company_id, r.status, r.finished, count(*)::int
FROM rma_requests r CROSS JOIN LATERAL (VALUES (r.company_id), (0)) AS s(company_id)
GROUP BY 1, 2, 3
ON CONFLICT (company_id, status, finished) DO UPDATE SET n = excluded.n;
