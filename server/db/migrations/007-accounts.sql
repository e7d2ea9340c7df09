-- Accounts managed in the browser: invitations, each account's language and last sign-in, and
-- what an audit entry adds (an export's range and row count, a role before and after).

ALTER TABLE staff ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE staff ADD COLUMN last_sign_in_at timestamptz;

-- A single-use link valid INVITATION_HOURS: only the token's SHA-256 is stored. accepted_at or
-- withdrawn_at ends it; the account is made only when its new member sets a password.
CREATE TABLE invitations (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL,
  language text NOT NULL,
  invited_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  withdrawn_at timestamptz
);
CREATE INDEX invitations_email ON invitations (email);

ALTER TABLE audit_events ADD COLUMN detail jsonb;
CREATE INDEX audit_events_action ON audit_events (action, at);
