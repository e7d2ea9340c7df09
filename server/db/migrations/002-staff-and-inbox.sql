-- Staff accounts, their sessions, failed sign-ins, and the admissions inbox's state.

-- email is stored lower-cased. password_hash: "scrypt$N$r$p$salt$hash" (base64url), parameters kept with each hash.
CREATE TABLE staff (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL,
  password_hash text NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A session's id is only in the visitor's cookie; the table holds its SHA-256.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_staff_id ON sessions (staff_id);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- Failed sign-ins per account and per address, shared by every instance. Keys are hashes.
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);

-- Each enquiry and message has a status and a version (for conflict detection).
ALTER TABLE enquiries ADD COLUMN status text NOT NULL DEFAULT 'new';
ALTER TABLE enquiries ADD COLUMN version integer NOT NULL DEFAULT 1;
UPDATE enquiries SET status = 'spam' WHERE suspected_spam;
ALTER TABLE contact_messages ADD COLUMN status text NOT NULL DEFAULT 'new';
ALTER TABLE contact_messages ADD COLUMN version integer NOT NULL DEFAULT 1;
UPDATE contact_messages SET status = 'spam' WHERE suspected_spam;
CREATE INDEX enquiries_status ON enquiries (status);
CREATE INDEX contact_messages_status ON contact_messages (status);

-- Status changes and internal notes, with who (the staff member's name at the time) and when.
CREATE TABLE inbox_events (
  id bigserial PRIMARY KEY,
  reference text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  by_name text NOT NULL,
  status text,
  note text
);
CREATE INDEX inbox_events_reference ON inbox_events (reference, id);
