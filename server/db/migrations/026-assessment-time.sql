-- "Assessment booked" carries its date and time (issue 33): the item keeps the time while it is in
-- that stage, and each stage entry of its history the time it was booked for, so a moved assessment
-- shows both. Contact messages move through the same stages, so they hold it too.
ALTER TABLE enquiries ADD COLUMN assessment_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN assessment_at timestamptz;
ALTER TABLE inbox_events ADD COLUMN assessment_at timestamptz;
