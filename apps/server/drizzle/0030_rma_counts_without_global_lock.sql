-- Custom SQL migration file, put your code below! --
-- RMA counts without a global lock: writers of different companies never wait for each other. The counts are
-- kept per company only (the rows of company 0, all companies, are gone: the admin's total sums the companies'
-- rows, a few hundred), and each statement upserts its rows in key order, so two statements never deadlock on
-- them. A transaction that changes RMAs of several companies does it in one statement (see
-- rma/admin/status-change-service.ts).
CREATE OR REPLACE FUNCTION rma_request_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rma_request_counts (company_id, status, finished, n)
    SELECT r.company_id, r.status, r.finished, count(*)::int
    FROM new_rows r
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, status, finished) DO UPDATE SET n = rma_request_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO rma_request_counts (company_id, status, finished, n)
    SELECT r.company_id, r.status, r.finished, -count(*)::int
    FROM old_rows r
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, status, finished) DO UPDATE SET n = rma_request_counts.n + excluded.n;
  ELSE
    INSERT INTO rma_request_counts (company_id, status, finished, n)
    SELECT d.company_id, d.status, d.finished, sum(d.delta)::int
    FROM (
      SELECT company_id, status, finished, 1 AS delta FROM new_rows
      UNION ALL
      SELECT company_id, status, finished, -1 AS delta FROM old_rows
    ) d
    GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, status, finished) DO UPDATE SET n = rma_request_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DELETE FROM rma_request_counts WHERE company_id = 0;
--> statement-breakpoint
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
