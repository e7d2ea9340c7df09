-- A family withdraws its own enquiry or message (issue 22): with the private code given once beside
-- the reference, it sees what the centre holds and deletes it.

-- withdrawal_hash: SHA-256 of the reference and the code (server/withdrawal/withdrawal-code.ts), never
-- the code. Null for rows stored before this migration: they cannot be withdrawn online, and the
-- family asks the centre by telephone instead.
ALTER TABLE enquiries ADD COLUMN withdrawal_hash text;
ALTER TABLE contact_messages ADD COLUMN withdrawal_hash text;

-- What stays of a withdrawn item: that it existed and when it went, so staff who open the
-- reference learn it was withdrawn. No content. erased_at: when the maintenance run (VACUUM FULL,
-- and on the embedded database the WAL) took the deleted rows' bytes off the disk; null until then.
-- The sweep forgets a tombstone with the audit entries of its time (AUDIT_RETENTION_MONTHS).
CREATE TABLE withdrawn_items (
  reference text PRIMARY KEY,
  kind text NOT NULL,
  withdrawn_at timestamptz NOT NULL DEFAULT now(),
  erased_at timestamptz
);
CREATE INDEX withdrawn_items_to_erase ON withdrawn_items (withdrawn_at) WHERE erased_at IS NULL;

-- Withdrawal attempts per reference and per address, counted before the code is checked. Keys are
-- hashes: no address is stored.
CREATE TABLE withdrawal_attempts (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
