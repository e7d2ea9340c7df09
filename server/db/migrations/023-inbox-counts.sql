-- The inbox's counts by stage and owner, kept as items come, change and go (ADR 024): the list answers
-- them with every page, and counting 100,000 items each time took 30-40 ms of a request that must stay
-- under 150 ms for ten staff at once. One row per table, stage and owner; a row may fall to 0.
CREATE TABLE inbox_counts (
  item_table text NOT NULL,
  stage text NOT NULL,
  owner_id bigint,
  items integer NOT NULL,
  UNIQUE NULLS NOT DISTINCT (item_table, stage, owner_id)
);

INSERT INTO inbox_counts (item_table, stage, owner_id, items)
SELECT 'enquiries', stage, owner_id, count(*) FROM enquiries GROUP BY stage, owner_id
UNION ALL
SELECT 'contact_messages', stage, owner_id, count(*) FROM contact_messages GROUP BY stage, owner_id;

-- Once per statement, from all its rows before and after (a bulk change is one upsert per count), in a
-- fixed order, so two statements that touch the same counts wait for each other rather than deadlock.
CREATE FUNCTION inbox_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inbox_counts AS counted (item_table, stage, owner_id, items)
    SELECT TG_TABLE_NAME, stage, owner_id, count(*) FROM after_rows GROUP BY stage, owner_id ORDER BY 2, 3
    ON CONFLICT (item_table, stage, owner_id) DO UPDATE SET items = counted.items + excluded.items;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO inbox_counts AS counted (item_table, stage, owner_id, items)
    SELECT TG_TABLE_NAME, stage, owner_id, -count(*) FROM before_rows GROUP BY stage, owner_id ORDER BY 2, 3
    ON CONFLICT (item_table, stage, owner_id) DO UPDATE SET items = counted.items + excluded.items;
  ELSE
    INSERT INTO inbox_counts AS counted (item_table, stage, owner_id, items)
    SELECT TG_TABLE_NAME, stage, owner_id, sum(step) FROM (
      SELECT stage, owner_id, 1 AS step FROM after_rows UNION ALL SELECT stage, owner_id, -1 FROM before_rows
    ) AS change GROUP BY stage, owner_id HAVING sum(step) <> 0 ORDER BY 2, 3
    ON CONFLICT (item_table, stage, owner_id) DO UPDATE SET items = counted.items + excluded.items;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER inbox_counts_added AFTER INSERT ON enquiries
  REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_changed();
CREATE TRIGGER inbox_counts_changed AFTER UPDATE ON enquiries
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_changed();
CREATE TRIGGER inbox_counts_removed AFTER DELETE ON enquiries
  REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_changed();
CREATE TRIGGER inbox_counts_added AFTER INSERT ON contact_messages
  REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_changed();
CREATE TRIGGER inbox_counts_changed AFTER UPDATE ON contact_messages
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_changed();
CREATE TRIGGER inbox_counts_removed AFTER DELETE ON contact_messages
  REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_changed();

-- The late and the stuck among open items, few however large the inbox grows: the list puts them
-- first and counts them as needing action (inbox-rows.ts lateSql), from these rather than every item.
-- Each holds only its own few, so none can serve the planner as a cheap walk over every open item.
CREATE INDEX enquiries_unanswered ON enquiries (respond_by)
  WHERE first_response_at IS NULL AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX enquiries_follow_up ON enquiries (follow_up_at)
  WHERE follow_up_at IS NOT NULL AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX enquiries_failed_attempts ON enquiries (failed_attempts)
  WHERE failed_attempts > 0 AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX contact_messages_unanswered ON contact_messages (respond_by)
  WHERE first_response_at IS NULL AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX contact_messages_follow_up ON contact_messages (follow_up_at)
  WHERE follow_up_at IS NOT NULL AND stage IN ('new', 'inContact', 'assessmentBooked');
CREATE INDEX contact_messages_failed_attempts ON contact_messages (failed_attempts)
  WHERE failed_attempts > 0 AND stage IN ('new', 'inContact', 'assessmentBooked');
