-- A self-check's answers a family chose to send with its enquiry (issue 33): the questionnaire and
-- one score per item, as JSON ({ "screener": "phq9", "answers": [0, 1, …] }), null when none was sent.
-- The score and band are worked out again when the item is read (src/contracts/self-check-sent.ts),
-- never stored. On the enquiry's row, so it goes with it (withdrawal, retention, erasure).
ALTER TABLE enquiries ADD COLUMN self_check jsonb;
