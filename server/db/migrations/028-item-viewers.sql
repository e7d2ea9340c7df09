-- Who has an inbox item open (issue 31: "the page shows who else has it open"): a staff member and
-- the reference, refreshed while the page is open. A row older than a minute is nobody; rows are
-- cleared as new ones are written. Staff ids only, nothing a family wrote; not in backups.
CREATE TABLE item_viewers (
  reference text NOT NULL,
  staff_id bigint NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (reference, staff_id)
);
CREATE INDEX item_viewers_seen_at ON item_viewers (seen_at);
