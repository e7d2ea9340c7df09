-- The list reads the newest of the late items first (inbox-store.ts LIST_SQL): the unanswered and the
-- followed-up late items' references and arrival times, from these indexes alone, and only the page's
-- rows from the tables. Migration 023's indexes again, each now carrying those two columns: the same
-- keys and conditions, so the counts and the clock read them as before (ADR 024).
DROP INDEX enquiries_unanswered;
DROP INDEX enquiries_follow_up;
DROP INDEX contact_messages_unanswered;
DROP INDEX contact_messages_follow_up;
CREATE INDEX enquiries_unanswered ON enquiries (respond_by) INCLUDE (created_at, reference)
  WHERE first_response_at IS NULL AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX enquiries_follow_up ON enquiries (follow_up_at) INCLUDE (created_at, reference)
  WHERE follow_up_at IS NOT NULL AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX contact_messages_unanswered ON contact_messages (respond_by) INCLUDE (created_at, reference)
  WHERE first_response_at IS NULL AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX contact_messages_follow_up ON contact_messages (follow_up_at) INCLUDE (created_at, reference)
  WHERE follow_up_at IS NOT NULL AND stage IN ('new', 'inContact', 'assessmentBooked');
