import type { PipelineSettings } from '../config/config';
import type { Database } from '../db/database';
import { INBOX_UNION, TABLES, type InboxRow } from '../items/inbox-rows';
import { linksStep, startPipeline } from './pipeline-start';

/**
 * Starts the pipeline for items stored without it: rows from before migration 006 and the demo
 * samples. (The forms store each new item with its start in the same statement: forms/store.ts.)
 */
export async function prepareNewItems(db: Database, settings: PipelineSettings, only: string | null = null) {
  const rows = await db.query<
    Pick<InboxRow, 'reference' | 'kind' | 'created_at' | 'name' | 'phone' | 'email' | 'stage'>
  >(
    `SELECT reference, kind, created_at, name, phone, email, stage FROM ${INBOX_UNION}
     WHERE respond_by IS NULL AND ($1::text IS NULL OR reference = $1) ORDER BY created_at`,
    [only],
  );
  for (const row of rows) {
    const { columns, links } = await startPipeline(
      db,
      { ...row, spam: row.stage === 'spam', arrival: new Date(row.created_at), self: row.reference },
      settings,
    );
    await db.query(
      `WITH prepared AS (
         UPDATE ${TABLES[row.kind]} SET respond_by = $2, phone_key = $3, email_key = $4, name_key = $5
         WHERE reference = $1 RETURNING reference
       )
       ${linksStep('prepared', 6)}`,
      [
        row.reference,
        columns.respond_by,
        columns.phone_key,
        columns.email_key,
        columns.name_key,
        JSON.stringify(links),
      ],
    );
  }
  return rows.length;
}
