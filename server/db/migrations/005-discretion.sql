-- What a family tells us on the admissions enquiry so that reaching them does not give them away
-- (issue 20): who they are to the person, whether that person knows, how they heard of us, and the
-- contact rules the team follows. Every column is nullable: rows stored before this migration have
-- none of it, and the inbox shows "not given" for them rather than a made-up default.

-- relationship: the enquirer to the person ('parent', 'spouse', … as RELATIONSHIPS in
--   src/contracts/forms/discretion.ts); person_knows: 'yes', 'no' or 'notSure'. Both only when the
--   enquiry is for someone else, and null when not answered.
-- heard_from: the answer to "How did you hear about us?", null when not answered. Asked, never
--   tracked: it is the centre's only source data.
ALTER TABLE enquiries
  ADD COLUMN relationship text,
  ADD COLUMN person_knows text,
  ADD COLUMN heard_from text;

-- The contact rules, all in the family's own time zone. contact_method stays the one channel to use.
-- leave_message: may we leave a voicemail or a message; name_centre: may we say the centre's name to
--   whoever answers (the form starts both at false, the protective answer).
-- safe_days: the days it is safe to call, as weekday codes in week order, comma-separated
--   ('sun,mon,tue,wed,thu'): one readable column, never empty for a new row.
-- safe_from, safe_to: the safe window in whole hours, 0-23 and 1-24, safe_from < safe_to.
-- time_zone: the IANA zone the family's browser reported ('Asia/Riyadh'), or its phone country's
--   when it reported none the server knows.
ALTER TABLE enquiries
  ADD COLUMN leave_message boolean,
  ADD COLUMN name_centre boolean,
  ADD COLUMN safe_days text,
  ADD COLUMN safe_from smallint,
  ADD COLUMN safe_to smallint,
  ADD COLUMN time_zone text;
