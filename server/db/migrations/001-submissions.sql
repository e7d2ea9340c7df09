-- Admissions enquiries and contact messages, as the forms send them (after the server's checks).
-- suspected_spam: the hidden honeypot field was filled; kept, never dropped, in case a person's autofill did it.

CREATE TABLE enquiries (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  language text NOT NULL,
  for_whom text NOT NULL,
  name text NOT NULL,
  phone_country text NOT NULL,
  phone_e164 text NOT NULL,
  email text,
  contact_method text NOT NULL,
  preferred_time text NOT NULL,
  programme text NOT NULL,
  message text NOT NULL,
  suspected_spam boolean NOT NULL DEFAULT false,
  honeypot text NOT NULL DEFAULT ''
);
CREATE INDEX enquiries_created_at ON enquiries (created_at);

CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  language text NOT NULL,
  name text NOT NULL,
  email text,
  phone text,
  subject text NOT NULL,
  message text NOT NULL,
  suspected_spam boolean NOT NULL DEFAULT false,
  honeypot text NOT NULL DEFAULT ''
);
CREATE INDEX contact_messages_created_at ON contact_messages (created_at);

-- Per-IP form counters shared by every instance. The key is a hash, never the address itself.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
