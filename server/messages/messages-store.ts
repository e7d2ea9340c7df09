import type { AuditAction } from '#contracts/audit';
import type { Message, MessagesAnswer, MessageSender, NoticeState } from '#contracts/messages';
import { referenceKind } from '#contracts/reference';
import type { StayPlan } from '#contracts/stay-plan';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { named } from '../db/sql';
import { iso, TABLES, type Time } from '../items/inbox-rows';
import { FIRST_CONTACT_AUDIT, FIRST_CONTACT_ROWS } from '../inbox/first-contact';
import { historyStep } from '../items/history-rows';

export type Reader = MessageSender;

interface ThreadRow {
  type: 'message' | 'notice' | 'plan';
  at: Time;
  by_name: string;
  note: string | null;
  message_from: string | null;
  notice: string | null;
  notice_at: Time | null;
  stay_plan: StayPlan | null;
}

const READ_COLUMN = { family: 'family_read_at', staff: 'staff_read_at' } as const;
const READ_ACTION: Record<Reader, AuditAction> = { family: 'family-read-messages', staff: 'messages-read' };

/**
 * The thread as `reader` sees it. A 'notice' row says what became of earlier notices: a held one
 * sent later ('emailed'), or an email that failed ('notSent', the message just before it).
 */
function threadOf(rows: ThreadRow[], reader: Reader, readBefore: Date | null): MessagesAnswer {
  const messages: Message[] = [];
  let plan: MessagesAnswer['plan'] = null;
  for (const row of rows) {
    if (row.type === 'plan' && row.stay_plan) plan = { plan: row.stay_plan, at: iso(row.at) };
    if (row.type === 'notice') {
      const at = iso(row.at);
      if (row.notice === 'emailed')
        for (const held of messages.filter((one) => one.notice === 'held'))
          Object.assign(held, { notice: 'emailed', noticeAt: at });
      const last = messages.at(-1);
      if (row.notice === 'notSent' && last?.from === 'staff') Object.assign(last, { notice: 'notSent', noticeAt: at });
    }
    if (row.type !== 'message' || row.note === null || (row.message_from !== 'family' && row.message_from !== 'staff'))
      continue;
    const fromStaff = row.message_from === 'staff';
    messages.push({
      from: row.message_from,
      at: iso(row.at),
      text: row.note,
      by: fromStaff ? row.by_name : null,
      notice: fromStaff ? ((row.notice as NoticeState | null) ?? null) : null,
      noticeAt: fromStaff && row.notice_at !== null ? iso(row.notice_at) : null,
    });
  }
  const unread = messages.filter(
    (one) => one.from !== reader && (readBefore === null || new Date(one.at) > readBefore),
  ).length;
  // The family sees what was written and when; who on the team, and how they were told, is the staff's.
  const shown =
    reader === 'family' ? messages.map((one) => ({ ...one, by: null, notice: null, noticeAt: null })) : messages;
  return { messages: shown, unread, plan };
}

/**
 * The messages of `reference` as `reader` sees them, the other side's marked read: the mark and the
 * audit entry commit in one statement before anything is read. Null when no such item.
 */
export async function readMessages(
  db: Database,
  reference: string,
  reader: Reader,
  actor: Actor,
): Promise<MessagesAnswer | null> {
  const kind = referenceKind(reference);
  if (!kind) return null;
  const column = READ_COLUMN[reader];
  const [item] = await db.query<{ read_before: Time | null }>(
    ...named(
      `WITH before AS (SELECT ${column} AS read_before FROM ${TABLES[kind]} WHERE reference = :reference),
       marked AS (UPDATE ${TABLES[kind]} SET ${column} = now() WHERE reference = :reference RETURNING reference),
       ${auditStep('audited', READ_ACTION[reader], 'marked', { about: 'reference' })}
       SELECT read_before FROM before`,
      { reference, ...actorParams(actor) },
    ),
  );
  if (!item) return null;
  const rows = await db.query<ThreadRow>(
    `SELECT type, at, by_name, note, message_from, notice, notice_at, stay_plan FROM inbox_events
     WHERE reference = $1 AND type IN ('message', 'notice', 'plan') ORDER BY at, id`,
    [reference],
  );
  return threadOf(rows, reader, item.read_before === null ? null : new Date(item.read_before));
}

/**
 * The family's message, or its stay plan, on its own enquiry: one more entry of the item's history,
 * with its audit entry. Answers whether the item was still there.
 */
export async function addFamilyEntry(
  db: Database,
  reference: string,
  entry: { text: string } | { plan: StayPlan },
  actor: Actor,
): Promise<boolean> {
  const kind = referenceKind(reference);
  if (!kind) return false;
  const isPlan = 'plan' in entry;
  const rows = await db.query<{ reference: string }>(
    ...named(
      `WITH item AS (SELECT reference FROM ${TABLES[kind]} WHERE reference = :reference),
       added AS (
         INSERT INTO inbox_events (reference, by_name, type, message_from, note, stay_plan)
         SELECT reference, '', :type, 'family', :text, :plan::jsonb FROM item RETURNING reference
       ),
       ${auditStep('audited', isPlan ? 'family-sent-plan' : 'family-wrote', 'added', { about: 'reference' })}
       SELECT reference FROM added`,
      {
        reference,
        type: isPlan ? 'plan' : 'message',
        text: isPlan ? null : entry.text,
        plan: isPlan ? JSON.stringify(entry.plan) : null,
        ...actorParams(actor),
      },
    ),
  );
  return rows.length > 0;
}

/** A staff member's message and how the family is told of it. */
export interface StaffMessage {
  text: string;
  notice: { state: Exclude<NoticeState, 'held'> } | { state: 'held'; at: Date };
}

/**
 * A staff member's message to the family, in one statement: the entry (with how the family is told),
 * the item theirs when it had no owner, the first response when it is one (a new item moves to "in
 * contact", as after a call), the staff's messages read, a held notice due, the audit entries.
 * Answers whether the item was there.
 */
export async function addStaffMessage(
  db: Database,
  reference: string,
  message: StaffMessage,
  by: { name: string; actor: Actor },
  now: Date,
): Promise<boolean> {
  const kind = referenceKind(reference);
  if (!kind) return false;
  const heldUntil = message.notice.state === 'held' ? message.notice.at : null;
  const rows = await db.query<{ reference: string }>(
    ...named(
      `WITH before AS (SELECT stage, owner_id FROM ${TABLES[kind]} WHERE reference = :reference),
       updated AS (
         UPDATE ${TABLES[kind]} SET
           owner_id = coalesce(owner_id, :actorId::bigint),
           first_response_at = coalesce(first_response_at, :now::timestamptz),
           stage = CASE WHEN stage = 'new' THEN 'inContact' ELSE stage END,
           staff_read_at = :now::timestamptz,
           notice_due_at = coalesce(notice_due_at, :heldUntil::timestamptz),
           version = version + 1
         WHERE reference = :reference RETURNING reference
       ),
       ${historyStep('events', [
         {
           type: 'message',
           values: { message_from: `'staff'`, note: ':text', notice: ':notice', notice_at: ':heldUntil' },
         },
         ...FIRST_CONTACT_ROWS,
       ])},
       ${auditStep('message_audit', 'message-sent', 'updated', { about: 'reference' })},
       ${FIRST_CONTACT_AUDIT}
       SELECT reference FROM updated`,
      {
        reference,
        text: message.text,
        notice: message.notice.state,
        heldUntil,
        now,
        byName: by.name,
        ...actorParams(by.actor),
      },
    ),
  );
  return rows.length > 0;
}

/** An email notice that failed: the message before it was not announced after all. */
export const recordNoticeFailed = (db: Database, reference: string) =>
  db.query(`INSERT INTO inbox_events (reference, by_name, type, notice) VALUES ($1, '', 'notice', 'notSent')`, [
    reference,
  ]);
