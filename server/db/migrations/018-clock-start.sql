-- The first response's clock starts when the family's window next opens (issue 31): the later of
-- the arrival and the family's next allowed contact time. That rule is the TypeScript clockStart
-- (src/contracts/rules/pipeline-rules.ts), so the server stores its answer beside respond_by and the
-- reports count from it, never a second copy of the rule in SQL.

-- clock_start: when the clock started (the arrival, or the family's next allowed time when later).
-- Null for rows stored before this migration until the server's start fills it (prepare-items.ts),
-- and for rows stored by hand: both count from the arrival meanwhile.
ALTER TABLE enquiries ADD COLUMN clock_start timestamptz;
ALTER TABLE contact_messages ADD COLUMN clock_start timestamptz;
ALTER TABLE reports.items ADD COLUMN clock_start timestamptz;

-- As in migration 008, with the minutes to the first response counted from the clock's start.
CREATE OR REPLACE FUNCTION reports.items_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'enquiries' THEN
    INSERT INTO reports.items
    SELECT 'enquiry', a.id, a.created_at, a.stage, a.close_reason, a.language, a.programme, a.phone_country, a.heard_from,
           reports.stage_rank(a.stage), a.first_response_at, reports.local_day(a.created_at, c),
           reports.response_minutes(coalesce(a.clock_start, a.created_at), a.first_response_at, c), a.clock_start
    FROM added a CROSS JOIN reports.clock c;
  ELSE
    INSERT INTO reports.items
    SELECT 'contact', a.id, a.created_at, a.stage, a.close_reason, a.language, NULL, NULL, NULL,
           reports.stage_rank(a.stage), a.first_response_at, reports.local_day(a.created_at, c),
           reports.response_minutes(coalesce(a.clock_start, a.created_at), a.first_response_at, c), a.clock_start
    FROM added a CROSS JOIN reports.clock c;
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION reports.items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reports.items SET created_at = c.created_at, stage = c.stage, close_reason = c.close_reason,
         reached = greatest(items.reached, reports.stage_rank(c.stage)), first_response_at = c.first_response_at,
         clock_start = c.clock_start, arrival_day = reports.local_day(c.created_at, clock),
         response_minutes = reports.response_minutes(coalesce(c.clock_start, c.created_at), c.first_response_at, clock)
  FROM changed c CROSS JOIN reports.clock clock
  WHERE items.kind = CASE TG_TABLE_NAME WHEN 'enquiries' THEN 'enquiry' ELSE 'contact' END AND items.id = c.id
    AND (items.created_at, items.stage, items.close_reason, items.first_response_at, items.clock_start)
        IS DISTINCT FROM (c.created_at, c.stage, c.close_reason, c.first_response_at, c.clock_start);
  RETURN NULL;
END;
$$;
