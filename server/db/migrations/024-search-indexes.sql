-- The inbox's search reads these rather than every item (ADR 024): trigrams of what `q` looks in
-- (name, reference and email in one text, a line break between them so no match spans two; the
-- phone's digits apart), and the words of the name's key for the other script (match-keys.ts).
-- pg_trgm ships with PostgreSQL and is trusted: the database's owner may add it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX enquiries_search ON enquiries
  USING gin ((lower(name) || E'\n' || lower(reference) || E'\n' || lower(coalesce(email, ''))) gin_trgm_ops);
CREATE INDEX enquiries_phone_search ON enquiries USING gin (phone_e164 gin_trgm_ops);
CREATE INDEX enquiries_name_words ON enquiries USING gin (string_to_array(name_key, ' '));
CREATE INDEX contact_messages_search ON contact_messages
  USING gin ((lower(name) || E'\n' || lower(reference) || E'\n' || lower(coalesce(email, ''))) gin_trgm_ops);
CREATE INDEX contact_messages_phone_search ON contact_messages
  USING gin ((regexp_replace(coalesce(phone, ''), '\D', '', 'g')) gin_trgm_ops);
CREATE INDEX contact_messages_name_words ON contact_messages USING gin (string_to_array(name_key, ' '));
