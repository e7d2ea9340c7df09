-- The audit trail: who did what, when, from where. It names an enquiry by its reference and an
-- account by its email, never a family's words. Rows are only ever added: no one updates one, and
-- none younger than two years can be deleted (the sweep deletes what is older than
-- AUDIT_RETENTION_MONTHS, which the server requires to be longer than that).
CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- Who: the staff account (no foreign key: the record outlives the account), or null with the
  -- email as typed for a failed sign-in; the address is the client's, or 'command line' for the
  -- staff command and 'server start' for the demo account.
  staff_id bigint,
  staff_email text,
  address text NOT NULL,
  action text NOT NULL,
  reference text,
  account text
);
CREATE INDEX audit_events_at ON audit_events (at);
CREATE INDEX audit_events_reference ON audit_events (reference, at) WHERE reference IS NOT NULL;
CREATE INDEX audit_events_staff_email ON audit_events (staff_email, at);

CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '24 months' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: rows are never changed, nor deleted before two years';
END
$$;
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
