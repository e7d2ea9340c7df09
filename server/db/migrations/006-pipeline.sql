-- The admissions pipeline (issue 20): statuses become stages, each item gets an owner, a clock, a
-- next step and duplicate flags; contact attempts and every change join the item's history.

-- Statuses become stages; "contacted" is now "inContact", in the items and in their history alike.
ALTER TABLE enquiries RENAME COLUMN status TO stage;
ALTER TABLE contact_messages RENAME COLUMN status TO stage;
ALTER INDEX enquiries_status RENAME TO enquiries_stage;
ALTER INDEX contact_messages_status RENAME TO contact_messages_stage;
UPDATE enquiries SET stage = 'inContact' WHERE stage = 'contacted';
UPDATE contact_messages SET stage = 'inContact' WHERE stage = 'contacted';
ALTER TABLE inbox_events RENAME COLUMN status TO stage;
UPDATE inbox_events SET stage = 'inContact' WHERE stage = 'contacted';

-- close_reason: why a closed item closed (null for items closed before reasons existed).
-- respond_by: when the first response is due (arrival + the target, counted in service hours);
--   computed by the server after the insert (null until then: prepareNewItems fills it).
-- first_response_at: the first attempt or the first move out of "new".
-- failed_attempts: failed tries since the family was last reached or staff last decided to go on.
-- *_key: spelling- and script-independent keys for finding duplicates (server/inbox/match-keys.ts).
ALTER TABLE enquiries
  ADD COLUMN close_reason text,
  ADD COLUMN owner_id bigint REFERENCES staff (id) ON DELETE SET NULL,
  ADD COLUMN follow_up_at timestamptz,
  ADD COLUMN respond_by timestamptz,
  ADD COLUMN first_response_at timestamptz,
  ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN phone_key text,
  ADD COLUMN email_key text,
  ADD COLUMN name_key text;
ALTER TABLE contact_messages
  ADD COLUMN close_reason text,
  ADD COLUMN owner_id bigint REFERENCES staff (id) ON DELETE SET NULL,
  ADD COLUMN follow_up_at timestamptz,
  ADD COLUMN respond_by timestamptz,
  ADD COLUMN first_response_at timestamptz,
  ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN phone_key text,
  ADD COLUMN email_key text,
  ADD COLUMN name_key text;

-- Items someone already handled had their first response when it was first changed.
UPDATE enquiries SET first_response_at = coalesce(
  (SELECT min(at) FROM inbox_events WHERE inbox_events.reference = enquiries.reference), created_at)
WHERE stage <> 'new';
UPDATE contact_messages SET first_response_at = coalesce(
  (SELECT min(at) FROM inbox_events WHERE inbox_events.reference = contact_messages.reference), created_at)
WHERE stage <> 'new';

CREATE INDEX enquiries_owner ON enquiries (owner_id);
CREATE INDEX contact_messages_owner ON contact_messages (owner_id);
-- Matches are looked up per key, latest first (server/inbox/pipeline-start.ts).
CREATE INDEX enquiries_phone_key ON enquiries (phone_key, created_at);
CREATE INDEX enquiries_email_key ON enquiries (email_key, created_at);
CREATE INDEX enquiries_name_key ON enquiries (name_key, created_at);
CREATE INDEX contact_messages_phone_key ON contact_messages (phone_key, created_at);
CREATE INDEX contact_messages_email_key ON contact_messages (email_key, created_at);
CREATE INDEX contact_messages_name_key ON contact_messages (name_key, created_at);

-- One history for every change: a stage (with its close reason), a note, an owner, a contact
-- attempt, a follow-up, a duplicate decision. owner_name and by_name are names at the time.
ALTER TABLE inbox_events
  ADD COLUMN type text,
  ADD COLUMN close_reason text,
  ADD COLUMN owner_name text,
  ADD COLUMN channel text,
  ADD COLUMN outcome text,
  ADD COLUMN follow_up_at timestamptz,
  ADD COLUMN other_reference text,
  ADD COLUMN link_state text;
UPDATE inbox_events SET type = CASE WHEN stage IS NOT NULL THEN 'stage' ELSE 'note' END;
ALTER TABLE inbox_events ALTER COLUMN type SET NOT NULL;

-- The history is append-only: a correction is a new entry. Rows go only with their item
-- (retention, withdrawal).
CREATE FUNCTION inbox_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'inbox_events is append-only';
END;
$$;
CREATE TRIGGER inbox_events_no_update BEFORE UPDATE ON inbox_events
  FOR EACH ROW EXECUTE FUNCTION inbox_events_append_only();

-- Two items that look like one family: `reference` is the newer, `other_reference` the one it
-- resembles. reasons: "phone", "email", "name", comma-separated. Nothing is merged: staff link or dismiss.
CREATE TABLE inbox_links (
  reference text NOT NULL,
  other_reference text NOT NULL,
  reasons text NOT NULL,
  state text NOT NULL DEFAULT 'flagged',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (reference, other_reference)
);
CREATE INDEX inbox_links_other_reference ON inbox_links (other_reference);
