-- Reports (issue 21): what the reports count, kept beside the enquiries and messages so that a
-- year of them is counted in a fraction of a second on the embedded database too. One narrow row
-- per item in reports.items, with nothing that names anyone (no name, phone, email, message or
-- reference), kept up to date by triggers on the items and their history; the reports read only it
-- (server/reports/reports-store.ts). It is derived data: the backup (public tables only) leaves it
-- out, and a restore builds it again as the rows go back in.

CREATE SCHEMA reports;

-- The centre's time zone and service hours the stored days and minutes are counted in. One row; the
-- server sets it to RESPONSE_HOURS (src/contracts/service-hours.ts) at every start and counts every
-- item again when they differ (server/reports/reports-clock.ts). open_days: ISO weekdays, 1 Monday
-- to 7 Sunday.
CREATE TABLE reports.clock (
  single boolean PRIMARY KEY DEFAULT true CHECK (single),
  time_zone text NOT NULL,
  opens smallint NOT NULL,
  closes smallint NOT NULL,
  open_days smallint[] NOT NULL
);
INSERT INTO reports.clock (time_zone, opens, closes, open_days) VALUES ('Asia/Dubai', 8, 22, '{1,2,3,4,5,6,7}');

-- How far along the pipeline a stage is: 1 inContact, 2 assessmentBooked, 3 admitted, else 0.
CREATE FUNCTION reports.stage_rank(stage text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE stage WHEN 'inContact' THEN 1 WHEN 'assessmentBooked' THEN 2 WHEN 'admitted' THEN 3 ELSE 0 END)::smallint
$$;

-- The wall clock of an instant in `zone` (AT TIME ZONE, never a fixed offset), as seconds since
-- 1970-01-01 00:00 there.
CREATE FUNCTION reports.local_seconds(at timestamptz, zone text) RETURNS double precision LANGUAGE sql STABLE AS $$
  SELECT date_part('epoch', at AT TIME ZONE zone)
$$;

-- Service minutes from a Monday long ago (day 4: 1970-01-05) up to a local reading: every open day
-- before its day counts its whole span, then its own day, if open, the part of [opens, closes)
-- before it. The minutes between two instants are the difference of their marks, which is the sum,
-- over the local days they span, of each day's overlap with [opens, closes): the pipeline clock's
-- serviceMinutesBetween (src/contracts/clock.ts) in closed form. (A clock change inside opening
-- hours would count that day's wall-clock span; the centre's zone keeps no DST.)
CREATE FUNCTION reports.service_mark(local double precision, opens integer, closes integer, open_days smallint[])
RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT (weeks * cardinality(open_days) + (SELECT count(*) FROM unnest(open_days) AS open WHERE open < weekday)) * span
         + CASE WHEN weekday = ANY (open_days) THEN least(greatest(into_day - opens * 60, 0), span) ELSE 0 END
  FROM (SELECT floor((day - 4) / 7) AS weeks, (day - 4 - 7 * floor((day - 4) / 7))::integer + 1 AS weekday,
               (local - day * 86400) / 60 AS into_day, (closes - opens) * 60 AS span
        FROM (SELECT floor(local / 86400) AS day) AS days) AS parts
$$;

-- Service minutes from arrival to the first response (never before the arrival); null when none yet.
CREATE FUNCTION reports.response_minutes(arrival timestamptz, answer timestamptz, clock reports.clock)
RETURNS double precision LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN answer IS NOT NULL THEN
    reports.service_mark(reports.local_seconds(greatest(answer, arrival), clock.time_zone), clock.opens, clock.closes, clock.open_days)
    - reports.service_mark(reports.local_seconds(arrival, clock.time_zone), clock.opens, clock.closes, clock.open_days)
  END
$$;

-- The local day of an instant, as days since 1970-01-01.
CREATE FUNCTION reports.local_day(at timestamptz, clock reports.clock) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT floor(reports.local_seconds(at, clock.time_zone) / 86400)::integer
$$;

-- One row per enquiry (kind 'enquiry') and contact message ('contact'), by its id in its table.
-- programme, country (the phone number's) and heard_from: enquiries only (heard_from null: not
-- answered). reached: the furthest stage rank the item ever had, by its stages and its history (an
-- item admitted and later closed stays 3). arrival_day: its local arrival day. response_minutes:
-- service minutes to its first response, null until it has one.
CREATE TABLE reports.items (
  kind text NOT NULL,
  id bigint NOT NULL,
  created_at timestamptz NOT NULL,
  stage text NOT NULL,
  close_reason text,
  language text NOT NULL,
  programme text,
  country text,
  heard_from text,
  reached smallint NOT NULL,
  first_response_at timestamptz,
  arrival_day integer NOT NULL,
  response_minutes double precision,
  PRIMARY KEY (kind, id)
);
CREATE INDEX items_created_at ON reports.items (created_at);

-- The items there already, and how far their history went.
INSERT INTO reports.items
SELECT 'enquiry', e.id, e.created_at, e.stage, e.close_reason, e.language, e.programme, e.phone_country, e.heard_from,
       reports.stage_rank(e.stage), e.first_response_at, reports.local_day(e.created_at, c),
       reports.response_minutes(e.created_at, e.first_response_at, c)
FROM enquiries e CROSS JOIN reports.clock c;
INSERT INTO reports.items
SELECT 'contact', m.id, m.created_at, m.stage, m.close_reason, m.language, NULL, NULL, NULL,
       reports.stage_rank(m.stage), m.first_response_at, reports.local_day(m.created_at, c),
       reports.response_minutes(m.created_at, m.first_response_at, c)
FROM contact_messages m CROSS JOIN reports.clock c;
UPDATE reports.items SET reached = history.reached
FROM (SELECT 'enquiry' AS kind, e.id, max(reports.stage_rank(h.stage)) AS reached
      FROM inbox_events h JOIN enquiries e ON e.reference = h.reference WHERE h.type = 'stage' GROUP BY e.id
      UNION ALL
      SELECT 'contact', m.id, max(reports.stage_rank(h.stage))
      FROM inbox_events h JOIN contact_messages m ON m.reference = h.reference WHERE h.type = 'stage' GROUP BY m.id
     ) AS history
WHERE items.kind = history.kind AND items.id = history.id AND history.reached > items.reached;

-- From now on, once per statement (all of a statement's rows together, so a bulk insert costs one
-- join, not a lookup per row): items added, changed and removed, and history added.
CREATE FUNCTION reports.items_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'enquiries' THEN
    INSERT INTO reports.items
    SELECT 'enquiry', a.id, a.created_at, a.stage, a.close_reason, a.language, a.programme, a.phone_country, a.heard_from,
           reports.stage_rank(a.stage), a.first_response_at, reports.local_day(a.created_at, c),
           reports.response_minutes(a.created_at, a.first_response_at, c)
    FROM added a CROSS JOIN reports.clock c;
  ELSE
    INSERT INTO reports.items
    SELECT 'contact', a.id, a.created_at, a.stage, a.close_reason, a.language, NULL, NULL, NULL,
           reports.stage_rank(a.stage), a.first_response_at, reports.local_day(a.created_at, c),
           reports.response_minutes(a.created_at, a.first_response_at, c)
    FROM added a CROSS JOIN reports.clock c;
  END IF;
  RETURN NULL;
END;
$$;

-- Only what a report counts is compared: an owner, a follow-up or a note changes nothing here.
CREATE FUNCTION reports.items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reports.items SET created_at = c.created_at, stage = c.stage, close_reason = c.close_reason,
         reached = greatest(items.reached, reports.stage_rank(c.stage)), first_response_at = c.first_response_at,
         arrival_day = reports.local_day(c.created_at, clock),
         response_minutes = reports.response_minutes(c.created_at, c.first_response_at, clock)
  FROM changed c CROSS JOIN reports.clock clock
  WHERE items.kind = CASE TG_TABLE_NAME WHEN 'enquiries' THEN 'enquiry' ELSE 'contact' END AND items.id = c.id
    AND (items.created_at, items.stage, items.close_reason, items.first_response_at)
        IS DISTINCT FROM (c.created_at, c.stage, c.close_reason, c.first_response_at);
  RETURN NULL;
END;
$$;

CREATE FUNCTION reports.items_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reports.items USING removed r
  WHERE items.kind = CASE TG_TABLE_NAME WHEN 'enquiries' THEN 'enquiry' ELSE 'contact' END AND items.id = r.id;
  RETURN NULL;
END;
$$;

-- A stage entry raises `reached` (history rows are only ever added, so it only ever grows).
CREATE FUNCTION reports.history_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reports.items SET reached = history.reached
  FROM (SELECT 'enquiry' AS kind, e.id, max(reports.stage_rank(a.stage)) AS reached
        FROM added a JOIN enquiries e ON e.reference = a.reference WHERE a.type = 'stage' GROUP BY e.id
        UNION ALL
        SELECT 'contact', m.id, max(reports.stage_rank(a.stage))
        FROM added a JOIN contact_messages m ON m.reference = a.reference WHERE a.type = 'stage' GROUP BY m.id
       ) AS history
  WHERE items.kind = history.kind AND items.id = history.id AND history.reached > items.reached;
  RETURN NULL;
END;
$$;

CREATE TRIGGER reports_items_added AFTER INSERT ON enquiries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION reports.items_added();
CREATE TRIGGER reports_items_changed AFTER UPDATE ON enquiries
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION reports.items_changed();
CREATE TRIGGER reports_items_removed AFTER DELETE ON enquiries
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION reports.items_removed();
CREATE TRIGGER reports_items_added AFTER INSERT ON contact_messages
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION reports.items_added();
CREATE TRIGGER reports_items_changed AFTER UPDATE ON contact_messages
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION reports.items_changed();
CREATE TRIGGER reports_items_removed AFTER DELETE ON contact_messages
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION reports.items_removed();
CREATE TRIGGER reports_history_added AFTER INSERT ON inbox_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION reports.history_added();
