-- The desk for a family's requests (issue 30): access, a copy, correction, erasure, objection, each
-- due 30 days after the centre's day it came (due_on).
--
-- A request outlives the enquiry it is about (the centre must show it answered), but not the
-- family's words: when the enquiry or message is deleted (withdrawn, swept by retention, erased on
-- request), the trigger below clears both notes, leaving the reference, kind, channel and days.
CREATE TABLE data_requests (
  id bigserial PRIMARY KEY,
  reference text NOT NULL,
  kind text NOT NULL,
  channel text NOT NULL,
  received_on date NOT NULL,
  due_on date NOT NULL,
  status text NOT NULL DEFAULT 'open',
  note text,
  closed_on date,
  closing_note text,
  -- Who logged or closed it: a staff id, null for the family's own (no foreign key: it outlives the account).
  logged_by bigint,
  closed_by bigint,
  CHECK (status IN ('open', 'done', 'refused')),
  CHECK ((status = 'open') = (closed_on IS NULL))
);
CREATE INDEX data_requests_open ON data_requests (due_on) WHERE status = 'open';
CREATE INDEX data_requests_reference ON data_requests (reference);

CREATE FUNCTION data_requests_forget_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_requests SET note = NULL, closing_note = NULL
  WHERE reference = OLD.reference AND (note IS NOT NULL OR closing_note IS NOT NULL);
  RETURN NULL;
END
$$;
CREATE TRIGGER enquiries_forget_request_words AFTER DELETE ON enquiries
  FOR EACH ROW EXECUTE FUNCTION data_requests_forget_words();
CREATE TRIGGER contact_messages_forget_request_words AFTER DELETE ON contact_messages
  FOR EACH ROW EXECUTE FUNCTION data_requests_forget_words();
