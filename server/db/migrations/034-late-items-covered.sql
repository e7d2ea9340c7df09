-- The list reads the newest of the late items first, and counts what needs action, from these indexes
-- alone (inbox-store.ts LIST_SQL, NEEDS_ACTION_SQL): migration 023's indexes again, each now carrying the
-- reference and stage (and the arrival time, for the list's order). The keys and conditions are the same,
-- so the clock and the Today page read them as before (ADR 024).
DROP INDEX enquiries_unanswered;
DROP INDEX enquiries_follow_up;
DROP INDEX enquiries_failed_attempts;
DROP INDEX contact_messages_unanswered;
DROP INDEX contact_messages_follow_up;
DROP INDEX contact_messages_failed_attempts;
CREATE INDEX enquiries_unanswered ON enquiries (respond_by) INCLUDE (created_at, reference, stage)
  WHERE first_response_at IS NULL AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX enquiries_follow_up ON enquiries (follow_up_at) INCLUDE (created_at, reference, stage)
  WHERE follow_up_at IS NOT NULL AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX enquiries_failed_attempts ON enquiries (failed_attempts) INCLUDE (reference, stage)
  WHERE failed_attempts > 0 AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX contact_messages_unanswered ON contact_messages (respond_by) INCLUDE (created_at, reference, stage)
  WHERE first_response_at IS NULL AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX contact_messages_follow_up ON contact_messages (follow_up_at) INCLUDE (created_at, reference, stage)
  WHERE follow_up_at IS NOT NULL AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX contact_messages_failed_attempts ON contact_messages (failed_attempts) INCLUDE (reference, stage)
  WHERE failed_attempts > 0 AND stage IN ('new', 'inContact', 'assessmentBooked');

-- The unanswered late enquiries whose family set days and hours: the only ones that can be waiting for
-- their window (family-wait.ts), so the clock does not visit the others one by one.
CREATE INDEX enquiries_windowed_unanswered ON enquiries (respond_by)
  WHERE first_response_at IS NULL AND stage IN ('new', 'inContact', 'assessmentBooked')
    AND safe_days IS NOT NULL AND safe_from IS NOT NULL AND safe_to IS NOT NULL;
