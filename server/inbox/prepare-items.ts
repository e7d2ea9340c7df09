import { respondBy } from '#contracts/clock';
import { RESPONSE_HOURS } from '#contracts/service-hours';
import type { MatchReason } from '#contracts/pipeline';
import type { PipelineSettings } from '../config';
import type { Database } from '../db/database';
import { INBOX_UNION, OPEN_SQL, TABLES, type InboxRow } from './inbox-rows';
import { emailKey, nameKey, phoneKey } from './match-keys';

/** An item resembles an earlier one still open, or one that arrived within this many days. */
export const RECENT_DAYS = 90;
/** Flags per new item, the latest matches: a family that wrote twenty times needs one link, not twenty. */
const MAX_FLAGS = 5;

interface Candidate {
  reference: string;
  phone_key: string | null;
  email_key: string | null;
  name_key: string | null;
}

/**
 * Starts the pipeline for items that have not started it: the first response's due time, the
 * matching keys, and a flag for each earlier open or recent item that looks like the same family
 * (same phone digits, email, or name across spellings). Runs after each new item is stored and at
 * start, so an item stored just before a crash is prepared then. Suspected spam is never flagged.
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
    const arrival = new Date(row.created_at);
    const keys = { phone: phoneKey(row.phone), email: emailKey(row.email), name: nameKey(row.name) };
    const candidates =
      row.stage === 'spam'
        ? []
        : await db.query<Candidate>(
            `SELECT reference, phone_key, email_key, name_key FROM ${INBOX_UNION}
             WHERE reference <> $1 AND stage <> 'spam' AND created_at <= $2
               AND (stage IN ${OPEN_SQL} OR created_at > $2::timestamptz - make_interval(days => ${RECENT_DAYS}))
               AND (phone_key = $3 OR email_key = $4 OR name_key = $5)
             ORDER BY created_at DESC LIMIT ${MAX_FLAGS}`,
            [row.reference, arrival, keys.phone, keys.email, keys.name],
          );
    const links = candidates.map((candidate) => {
      const reasons: MatchReason[] = [];
      if (keys.phone && candidate.phone_key === keys.phone) reasons.push('phone');
      if (keys.email && candidate.email_key === keys.email) reasons.push('email');
      if (keys.name && candidate.name_key === keys.name) reasons.push('name');
      return { other: candidate.reference, reasons: reasons.join(',') };
    });
    await db.query(
      `WITH prepared AS (
         UPDATE ${TABLES[row.kind]} SET respond_by = $2, phone_key = $3, email_key = $4, name_key = $5
         WHERE reference = $1 RETURNING reference
       )
       INSERT INTO inbox_links (reference, other_reference, reasons)
       SELECT $1, link.other, link.reasons FROM prepared,
         json_to_recordset($6::json) AS link(other text, reasons text)
       ON CONFLICT DO NOTHING`,
      [
        row.reference,
        respondBy(arrival, settings.firstResponseMinutes, RESPONSE_HOURS),
        keys.phone,
        keys.email,
        keys.name,
        JSON.stringify(links),
      ],
    );
  }
  return rows.length;
}
