-- The clinical decision (issue 33): a clinical reviewer accepts an enquiry, refers the family
-- elsewhere (with the alternatives given) or finds it not suitable now, with a reason. It is one
-- more entry of the item's append-only history (type 'clinical'; who and when are by_name and at),
-- so the admissions team sees it where they work, and retention, withdrawal and erasure remove it
-- with its item. The audit trail records that a decision was made, never its words.
ALTER TABLE inbox_events
  ADD COLUMN clinical_decision text,
  ADD COLUMN clinical_alternatives text,
  ADD COLUMN clinical_reason text;
