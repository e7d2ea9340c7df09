import {
  firstStatus,
  INBOX_STATUSES,
  inboxFields,
  isInboxStatus,
  type InboxItem,
  type InboxKind,
  type InboxRecord,
  type InboxStatus,
  type InboxSummary,
} from '#contracts/inbox';
import { referenceKind } from '#contracts/reference';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';

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
  preferred_time: string | null;
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
    preferred_time, programme, language, version, phone_e164 AS phone, phone_country, email,
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
  preferredTime: row.preferred_time,
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
  for (const { status: name, count } of counted) if (isInboxStatus(name)) counts[name] = Number(count);
  return { items: rows.map(toSummary), counts };
}

const recordOf = (row: Row): InboxRecord => ({
  kind: row.kind,
  name: row.name,
  phone: row.phone,
  phoneCountry: row.phone_country,
  email: row.email,
  forWhom: row.for_whom,
  contactMethod: row.contact_method,
  preferredTime: row.preferred_time,
  programme: row.programme,
  subject: row.subject,
  message: row.message,
  honeypot: row.honeypot,
});

export async function getInboxItem(db: Database, reference: string): Promise<InboxItem | null> {
  const [row] = await db.query<Row>(`SELECT * FROM ${UNION} WHERE reference = $1`, [reference]);
  if (!row) return null;
  // Statuses are written only through the PATCH schema (inbox-plugin.ts).
  const events = await db.query<{
    at: Date | string;
    by_name: string;
    status: InboxStatus | null;
    note: string | null;
  }>('SELECT at, by_name, status, note FROM inbox_events WHERE reference = $1 ORDER BY id', [reference]);
  return {
    ...toSummary(row),
    fields: inboxFields(recordOf(row)),
    phone: row.phone,
    email: row.email,
    notes: events.flatMap((event) =>
      event.note === null ? [] : [{ text: event.note, by: event.by_name, at: iso(event.at) }],
    ),
    history: [
      { status: firstStatus(row), by: 'system', at: iso(row.created_at) },
      ...events.flatMap((event) =>
        event.status === null ? [] : [{ status: event.status, by: event.by_name, at: iso(event.at) }],
      ),
    ],
  };
}

const TABLES = { enquiry: 'enquiries', contact: 'contact_messages' } as const;

/**
 * Changes the status and/or adds a note when `version` is still the item's version, in one
 * statement (the update, its history and its audit entries together). Answers whether it applied.
 */
export async function updateInboxItem(
  db: Database,
  reference: string,
  change: { version: number; status: InboxStatus | null; note: string | null; by: string },
  actor: Actor,
): Promise<boolean> {
  const kind = referenceKind(reference);
  if (!kind) return false;
  const table = TABLES[kind];
  const rows = await db.query<{ reference: string }>(
    `WITH updated AS (
       UPDATE ${table} SET status = coalesce($3, status), version = version + 1
       WHERE reference = $1 AND version = $2 RETURNING reference
     ), status_event AS (
       INSERT INTO inbox_events (reference, by_name, status) SELECT reference, $4, $3 FROM updated WHERE $3::text IS NOT NULL
     ), note_event AS (
       INSERT INTO inbox_events (reference, by_name, note) SELECT reference, $4, $5 FROM updated WHERE $5::text IS NOT NULL
     ), ${auditStep('status_audit', 'status-changed', 'updated', 6, { about: 'reference', when: '$3::text IS NOT NULL' })},
     ${auditStep('note_audit', 'note-added', 'updated', 6, { about: 'reference', when: '$5::text IS NOT NULL' })}
     SELECT reference FROM updated`,
    [reference, change.version, change.status, change.by, change.note, ...actorParams(actor)],
  );
  return rows.length > 0;
}
