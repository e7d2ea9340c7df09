-- The family's line (issue 32): messages both ways between a family and the admissions team, and the
-- stay plan a family sends. Each is one more entry of the item's append-only history, so it is kept as
-- the item's notes are, shown where staff work, and goes with its item (withdrawal, retention, erasure
-- of its traces). type 'message': the words in `note`, who wrote in `message_from` ('family' or
-- 'staff'; by_name is the staff member's name, empty for the family), and for a staff member's message
-- how the family was told (`notice`: emailed, held, notSent) and when (`notice_at`: for a held one,
-- when it goes). type 'notice': a held notice sent later. type 'plan': the plan in `stay_plan`.
ALTER TABLE inbox_events
  ADD COLUMN message_from text,
  ADD COLUMN notice text,
  ADD COLUMN notice_at timestamptz,
  ADD COLUMN stay_plan jsonb;

-- On the item, so they go with it: until when each side has read the other's messages, and when a
-- held notice is due (null: none waits).
ALTER TABLE enquiries
  ADD COLUMN staff_read_at timestamptz,
  ADD COLUMN family_read_at timestamptz,
  ADD COLUMN notice_due_at timestamptz;
ALTER TABLE contact_messages
  ADD COLUMN staff_read_at timestamptz,
  ADD COLUMN family_read_at timestamptz,
  ADD COLUMN notice_due_at timestamptz;
CREATE INDEX enquiries_notice_due ON enquiries (notice_due_at) WHERE notice_due_at IS NOT NULL;
CREATE INDEX contact_messages_notice_due ON contact_messages (notice_due_at) WHERE notice_due_at IS NOT NULL;
-- Unread counts read the family's messages of each item.
CREATE INDEX inbox_events_family_messages ON inbox_events (reference, at) WHERE type = 'message' AND message_from = 'family';
