import { clockStart, firstResponseDue } from '#contracts/rules/pipeline-rules';
import type { PipelineSettings } from '../config/config';
import type { Database } from '../db/database';
import { INBOX_UNION, TABLES, type InboxRow } from '../items/inbox-rows';
import { familyWindowOf } from '../items/contact-rules';
import { linksStep, startPipeline } from './pipeline-start';

type Unprepared = Pick<InboxRow, 'reference' | 'kind' | 'created_at' | 'name' | 'phone' | 'email' | 'stage'>;

/**
 * Starts the pipeline for items stored without it: rows from before migration 006 and the demo
 * samples (the forms store each new item with its start in the same statement: forms/store.ts).
 * Then starts the clock of items stored before migration 018. Answers how many items it prepared.
 */
export async function prepareNewItems(db: Database, settings: PipelineSettings, only: string | null = null) {
  const rows = await db.query<Unprepared>(
    `SELECT * FROM ${INBOX_UNION} WHERE respond_by IS NULL AND ($1::text IS NULL OR reference = $1) ORDER BY created_at`,
    [only],
  );
  for (const row of rows) {
    const { columns, links } = await startPipeline(
      db,
      {
        ...row,
        spam: row.stage === 'spam',
        arrival: new Date(row.created_at),
        self: row.reference,
        window: familyWindowOf(row),
      },
      settings,
    );
    await db.query(
      `WITH prepared AS (
         UPDATE ${TABLES[row.kind]} SET respond_by = $2, clock_start = $3, phone_key = $4, email_key = $5, name_key = $6
         WHERE reference = $1 RETURNING reference
       )
       ${linksStep('prepared', 7)}`,
      [
        row.reference,
        columns.respond_by,
        columns.clock_start,
        columns.phone_key,
        columns.email_key,
        columns.name_key,
        JSON.stringify(links),
      ],
    );
  }
  return rows.length + (await startClocks(db, settings, only));
}

/**
 * Items stored before migration 018 have a due time but no clock start: the arrival, or the family's
 * next allowed time when they wrote outside it (clockStart). In that case the due time is counted
 * from there too, as it is for a new item (one stored before the window counted had it from the arrival).
 */
async function startClocks(db: Database, settings: PipelineSettings, only: string | null) {
  const rows = await db.query<Pick<InboxRow, 'reference' | 'kind' | 'created_at'>>(
    `SELECT * FROM ${INBOX_UNION} WHERE clock_start IS NULL AND respond_by IS NOT NULL AND ($1::text IS NULL OR reference = $1)`,
    [only],
  );
  for (const kind of ['enquiry', 'contact'] as const) {
    const started = rows
      .filter((row) => row.kind === kind)
      .map((row) => {
        const arrival = new Date(row.created_at);
        const window = familyWindowOf(row);
        const start = clockStart(arrival, window);
        const due = start > arrival ? firstResponseDue(arrival, settings.firstResponseMinutes, window) : null;
        return { reference: row.reference, start, due };
      });
    if (started.length > 0)
      await db.query(
        `UPDATE ${TABLES[kind]} SET clock_start = started.start, respond_by = coalesce(started.due, respond_by)
         FROM json_to_recordset($1::json) AS started(reference text, start timestamptz, due timestamptz)
         WHERE ${TABLES[kind]}.reference = started.reference`,
        [JSON.stringify(started)],
      );
  }
  return rows.length;
}
