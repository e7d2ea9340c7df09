-- The reminder of a booked call (issue 33; the rule: src/contracts/rules/call-reminder.ts).
-- reminder: 'planned' (it goes at reminder_at), 'sent' (it went at reminder_at) or 'failed' (the mail
-- server refused it at reminder_at); null when none goes (the family's channel is not email, no mail
-- server, or the call is too close). A move plans it again. Several server instances each look for
-- due reminders; the one statement that takes a reminder is what keeps it from going twice.
ALTER TABLE bookings
  ADD COLUMN reminder text CHECK (reminder IN ('planned', 'sent', 'failed')),
  ADD COLUMN reminder_at timestamptz,
  ADD CONSTRAINT bookings_reminder_time CHECK ((reminder IS NULL) = (reminder_at IS NULL));
CREATE INDEX bookings_reminder_due ON bookings (reminder_at) WHERE reminder = 'planned';
