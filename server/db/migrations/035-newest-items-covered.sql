-- The list walks the newest items that are not late until it has a page of those that pass its filters
-- (inbox-store.ts LIST_SQL); a search passes one item in fifteen or so, so the walk is long. These
-- indexes hold, in arrival order, every column the filters and the clock read, so the walk reads them
-- alone and only the page's rows are read whole (ADR 024). What a search looks in, kept as columns
-- (the expressions migration 024 indexed, which the walk would otherwise compute on every row it
-- passes), so an index can carry them; 024's indexes are made again on the columns, under their names.
ALTER TABLE enquiries
  ADD COLUMN search_text text
    GENERATED ALWAYS AS (lower(name) || E'\n' || lower(reference) || E'\n' || lower(coalesce(email, ''))) STORED,
  ADD COLUMN name_words text[] GENERATED ALWAYS AS (string_to_array(name_key, ' ')) STORED;
ALTER TABLE contact_messages
  ADD COLUMN search_text text
    GENERATED ALWAYS AS (lower(name) || E'\n' || lower(reference) || E'\n' || lower(coalesce(email, ''))) STORED,
  ADD COLUMN name_words text[] GENERATED ALWAYS AS (string_to_array(name_key, ' ')) STORED;

DROP INDEX enquiries_search;
DROP INDEX enquiries_name_words;
DROP INDEX contact_messages_search;
DROP INDEX contact_messages_name_words;
CREATE INDEX enquiries_search ON enquiries USING gin (search_text gin_trgm_ops);
CREATE INDEX enquiries_name_words ON enquiries USING gin (name_words);
CREATE INDEX contact_messages_search ON contact_messages USING gin (search_text gin_trgm_ops);
CREATE INDEX contact_messages_name_words ON contact_messages USING gin (name_words);

DROP INDEX enquiries_created_at;
DROP INDEX contact_messages_created_at;
CREATE INDEX enquiries_created_at ON enquiries (created_at) INCLUDE (reference, stage, owner_id, first_response_at,
  respond_by, follow_up_at, search_text, name_words, phone_e164);
CREATE INDEX contact_messages_created_at ON contact_messages (created_at) INCLUDE (reference, stage, owner_id,
  first_response_at, respond_by, follow_up_at, search_text, name_words, phone);
