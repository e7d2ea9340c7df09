/** The history's columns an entry may fill, with their types (a NULL in a UNION needs one). */
const COLUMNS = {
  channel: 'text',
  outcome: 'text',
  stage: 'text',
  close_reason: 'text',
  assessment_at: 'timestamptz',
  owner_name: 'text',
  follow_up_at: 'timestamptz',
  note: 'text',
  other_reference: 'text',
  link_state: 'text',
  message_from: 'text',
  notice: 'text',
  notice_at: 'timestamptz',
} as const;

/** One history entry of a write: its type, its columns as SQL, and when it is written (always, if not said). */
export interface HistoryRow {
  type: string;
  values?: Partial<Record<keyof typeof COLUMNS, string>>;
  when?: string;
}

const names = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];

/**
 * A statement step that writes a write's history entries for the `updated` item, by :byName at
 * :now, as one INSERT in the order given. Ids follow that order, and the history reads by id: steps
 * of their own would run in an order PostgreSQL does not promise.
 */
export const historyStep = (name: string, rows: readonly HistoryRow[]) => `${name} AS (
         INSERT INTO inbox_events (reference, by_name, at, type, ${names.join(', ')})
         ${rows
           .map(
             ({ type, values = {}, when = 'true' }) =>
               `SELECT reference, :byName, :now::timestamptz, '${type}', ${names
                 .map((column) => `(${values[column] ?? 'NULL'})::${COLUMNS[column]}`)
                 .join(', ')} FROM updated WHERE ${when}`,
           )
           .join('\n         UNION ALL ')}
       )`;
