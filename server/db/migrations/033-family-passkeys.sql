-- A family's passkeys (issue 32): made on a device of theirs in their space, to log in again
-- without the reference and code. Only the public key is kept; the reference is the one enquiry
-- it opens. Gone with the enquiry (withdrawal, erasure, retention).
CREATE TABLE family_passkeys (
  id bigserial PRIMARY KEY,
  credential_id text NOT NULL UNIQUE,
  reference text NOT NULL,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports jsonb NOT NULL DEFAULT '[]',
  synced boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX family_passkeys_reference ON family_passkeys (reference);

-- Each passkey request's challenge, used once and only for minutes: for adding one, the signed-in
-- enquiry's reference; for logging in, none.
CREATE TABLE passkey_challenges (
  challenge text PRIMARY KEY,
  reference text,
  expires_at timestamptz NOT NULL
);
