-- A one-time link to enrol a second factor, issued by a reset of the second factor or with a new
-- account from the command line: a password alone no longer reaches enrolment. One per account
-- (a new reset replaces it), valid ENROLMENT_LINK_HOURS; only the token's SHA-256 is stored. It
-- ends when the account enrols or is disabled.
CREATE TABLE enrolment_links (
  staff_id bigint PRIMARY KEY REFERENCES staff (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
