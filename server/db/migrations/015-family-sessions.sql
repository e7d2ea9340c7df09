-- A family signs in to its own enquiry (issue 32) with the reference and the code given when it was
-- sent: its session lives in the same table as the staff's, held by the reference instead of an
-- account. Exactly one of the two holds each session.
ALTER TABLE sessions ALTER COLUMN staff_id DROP NOT NULL;
ALTER TABLE sessions ADD COLUMN family_reference text;
ALTER TABLE sessions ADD CONSTRAINT sessions_one_holder CHECK ((staff_id IS NULL) <> (family_reference IS NULL));
CREATE INDEX sessions_family_reference ON sessions (family_reference) WHERE family_reference IS NOT NULL;
