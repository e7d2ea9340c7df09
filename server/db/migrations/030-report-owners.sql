-- Response times by owner for the manager (issue 31, staff review #15): reports.items keeps each
-- item's owner (a staff id, no name: the report joins the name when it answers), kept by the same
-- statement triggers as its other fields. A deleted member's items lose their owner (the items'
-- ON DELETE SET NULL is an update, which the trigger carries here).
ALTER TABLE reports.items ADD COLUMN owner_id bigint;

UPDATE reports.items SET owner_id = e.owner_id FROM enquiries e WHERE items.kind = 'enquiry' AND items.id = e.id;
UPDATE reports.items SET owner_id = m.owner_id FROM contact_messages m WHERE items.kind = 'contact' AND items.id = m.id;

-- As in migration 018, with the owner; the columns named, now that they are many.
CREATE OR REPLACE FUNCTION reports.items_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'enquiries' THEN
    INSERT INTO reports.items (kind, id, created_at, stage, close_reason, language, programme, country, heard_from,
                               reached, first_response_at, arrival_day, response_minutes, clock_start, owner_id)
    SELECT 'enquiry', a.id, a.created_at, a.stage, a.close_reason, a.language, a.programme, a.phone_country, a.heard_from,
           reports.stage_rank(a.stage), a.first_response_at, reports.local_day(a.created_at, c),
           reports.response_minutes(coalesce(a.clock_start, a.created_at), a.first_response_at, c), a.clock_start, a.owner_id
    FROM added a CROSS JOIN reports.clock c;
  ELSE
    INSERT INTO reports.items (kind, id, created_at, stage, close_reason, language, programme, country, heard_from,
                               reached, first_response_at, arrival_day, response_minutes, clock_start, owner_id)
    SELECT 'contact', a.id, a.created_at, a.stage, a.close_reason, a.language, NULL, NULL, NULL,
           reports.stage_rank(a.stage), a.first_response_at, reports.local_day(a.created_at, c),
           reports.response_minutes(coalesce(a.clock_start, a.created_at), a.first_response_at, c), a.clock_start, a.owner_id
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
         response_minutes = reports.response_minutes(coalesce(c.clock_start, c.created_at), c.first_response_at, clock),
         owner_id = c.owner_id
  FROM changed c CROSS JOIN reports.clock clock
  WHERE items.kind = CASE TG_TABLE_NAME WHEN 'enquiries' THEN 'enquiry' ELSE 'contact' END AND items.id = c.id
    AND (items.created_at, items.stage, items.close_reason, items.first_response_at, items.clock_start, items.owner_id)
        IS DISTINCT FROM (c.created_at, c.stage, c.close_reason, c.first_response_at, c.clock_start, c.owner_id);
  RETURN NULL;
END;
$$;
