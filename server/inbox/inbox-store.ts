import {
  INBOX_STATUSES,
  type InboxItem,
  type InboxKind,
  type InboxStatus,
  type InboxSummary,
} from '../../src/features/inbox/types';
import type { Database } from '../db/database';

export type { InboxStatus };
export const isStatus = (value: unknown): value is InboxStatus => INBOX_STATUSES.includes(value as InboxStatus);

/** At most this many items in one list answer (newest first). */
export const LIST_LIMIT = 500;

interface Row {
  reference: string;
  kind: InboxKind;
  status: InboxStatus;
  created_at: Date | string;
  name: string;
  for_whom: string | null;
  contact_method: string | null;
  contact_time: string | null;
  programme: string | null;
  language: 'ar' | 'en';
  version: number;
  phone: string | null;
  phone_country: string | null;
  email: string | null;
  subject: string | null;
  message: string;
  honeypot: string;
}

// Both tables as one list. A contact message has no preferred method: its email, else its phone.
const UNION = `(
  SELECT reference, 'enquiry' AS kind, status, created_at, name, for_whom, contact_method,
    preferred_time AS contact_time, programme, language, version, phone_e164 AS phone, phone_country, email,
    NULL::text AS subject, message, honeypot
  FROM enquiries
  UNION ALL
  SELECT reference, 'contact' AS kind, status, created_at, name, NULL, CASE WHEN email IS NOT NULL THEN 'email'
    WHEN phone IS NOT NULL THEN 'phone' END, NULL, NULL, language, version, phone, NULL, email, subject, message, honeypot
  FROM contact_messages
) AS inbox`;

const iso = (value: Date | string) => new Date(value).toISOString();

const toSummary = (row: Row): InboxSummary => ({
  reference: row.reference,
  kind: row.kind,
  status: row.status,
  receivedAt: iso(row.created_at),
  name: row.name,
  forWhom: row.for_whom,
  contactMethod: row.contact_method,
  contactTime: row.contact_time,
  programme: row.programme,
  language: row.language,
  version: Number(row.version),
});

/** Newest first; `q` matches the name or reference (any case) or, when it looks like a phone number, the phone's digits. Counts are the whole inbox's. */
export async function listInbox(db: Database, { status, q }: { status: InboxStatus | null; q: string | null }) {
  const text = q?.trim().toLowerCase() || null;
  // Digits match phones only when the search looks like a phone number ("50 123 4567", "+971-50…").
  const digits = text && /^[\d\s+().-]+$/.test(text) ? text.replace(/\D/g, '') || null : null;
  const rows = await db.query<Row>(
    `SELECT * FROM ${UNION}
     WHERE ($1::text IS NULL OR status = $1)
       AND ($2::text IS NULL OR position($2 in lower(name)) > 0 OR position($2 in lower(reference)) > 0
         OR ($3::text IS NOT NULL AND position($3 in regexp_replace(coalesce(phone, ''), '\\D', '', 'g')) > 0))
     ORDER BY created_at DESC, reference DESC LIMIT ${LIST_LIMIT}`,
    [status, text, digits],
  );
  const counted = await db.query<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM ${UNION} GROUP BY status`,
  );
  const counts = Object.fromEntries(INBOX_STATUSES.map((name) => [name, 0])) as Record<InboxStatus, number>;
  for (const { status: name, count } of counted) if (isStatus(name)) counts[name] = Number(count);
  return { items: rows.map(toSummary), counts };
}

function fieldsOf(row: Row): InboxItem['fields'] {
  const fields: InboxItem['fields'] =
    row.kind === 'enquiry'
      ? {
          name: row.name,
          phone: row.phone,
          phoneCountry: row.phone_country,
          email: row.email,
          forWhom: row.for_whom,
          contactMethod: row.contact_method,
          preferredTime: row.contact_time,
          programme: row.programme,
          message: row.message,
          language: row.language,
          consent: true,
        }
      : {
          name: row.name,
          email: row.email,
          phone: row.phone,
          subject: row.subject,
          message: row.message,
          language: row.language,
          consent: true,
        };
  // The hidden field a person never sees: shown when filled, it explains the "spam" status.
  if (row.honeypot !== '') fields.website = row.honeypot;
  return fields;
}

export async function getInboxItem(db: Database, reference: string): Promise<InboxItem | null> {
  const [row] = await db.query<Row>(`SELECT * FROM ${UNION} WHERE reference = $1`, [reference]);
  if (!row) return null;
  // Statuses are written only through isStatus (inbox-routes.ts).
  const events = await db.query<{
    at: Date | string;
    by_name: string;
    status: InboxStatus | null;
    note: string | null;
  }>('SELECT at, by_name, status, note FROM inbox_events WHERE reference = $1 ORDER BY id', [reference]);
  const firstStatus: InboxStatus = row.honeypot !== '' ? 'spam' : 'new';
  return {
    ...toSummary(row),
    fields: fieldsOf(row),
    phone: row.phone,
    email: row.email,
    notes: events.flatMap((event) =>
      event.note === null ? [] : [{ text: event.note, by: event.by_name, at: iso(event.at) }],
    ),
    history: [
      { status: firstStatus, by: 'system', at: iso(row.created_at) },
      ...events.flatMap((event) =>
        event.status === null ? [] : [{ status: event.status, by: event.by_name, at: iso(event.at) }],
      ),
    ],
  };
}

const tableOf = (reference: string) =>
  reference.startsWith('SW-') ? 'enquiries' : reference.startsWith('SC-') ? 'contact_messages' : null;

/**
 * Changes the status and/or adds a note when `version` is still the item's version, in one
 * statement (the update and its records together). Answers whether it applied.
 */
export async function updateInboxItem(
  db: Database,
  reference: string,
  change: { version: number; status: InboxStatus | null; note: string | null; by: string },
): Promise<boolean> {
  const table = tableOf(reference);
  if (!table) return false;
  const rows = await db.query<{ reference: string }>(
    `WITH updated AS (
       UPDATE ${table} SET status = coalesce($3, status), version = version + 1
       WHERE reference = $1 AND version = $2 RETURNING reference
     ), status_event AS (
       INSERT INTO inbox_events (reference, by_name, status) SELECT reference, $4, $3 FROM updated WHERE $3::text IS NOT NULL
     ), note_event AS (
       INSERT INTO inbox_events (reference, by_name, note) SELECT reference, $4, $5 FROM updated WHERE $5::text IS NOT NULL
     )
     SELECT reference FROM updated`,
    [reference, change.version, change.status, change.by, change.note],
  );
  return rows.length > 0;
}
