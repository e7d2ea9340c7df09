-- The breach register (issue 30): incidents the admins record, with the 72 hours both the Saudi
-- and the Egyptian regulator give from the moment one is found. It names enquiries and messages by
-- reference only; what happened is the admin's own account of it. Every entry and change writes
-- its audit entry in the same statement (server/breaches/breach-store.ts).
CREATE TABLE breaches (
  id bigserial PRIMARY KEY,
  description text NOT NULL,
  found_at timestamptz NOT NULL,
  refs text[] NOT NULL DEFAULT '{}',
  data text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'open',
  regulator_notified_at timestamptz,
  -- Null until the decision to tell the families is taken; the reason is kept either way.
  tell_families boolean,
  families_reason text NOT NULL DEFAULT '',
  families_notified_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX breaches_found_at ON breaches (found_at);
