import { centreDate } from '#contracts/centre-day';
import type { DataRequest, RequestChannel, RequestKind, RequestOutcome, RequestStatus } from '#contracts/data-requests';
import { REQUEST_DAYS } from '#contracts/data-requests';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { named } from '../db/sql';

type Querier = Pick<Database, 'query'>;

/** A row as the desk shows it: days as the centre's calendar days, ids as text. */
const COLUMNS = `id::text AS id, reference, kind, channel,
  to_char(received_on, 'YYYY-MM-DD') AS "receivedOn", to_char(due_on, 'YYYY-MM-DD') AS "dueOn", status, note,
  to_char(closed_on, 'YYYY-MM-DD') AS "closedOn", closing_note AS "closingNote"`;

interface NewRequest {
  reference: string;
  kind: RequestKind;
  channel: RequestChannel;
  receivedOn: string;
  note: string | null;
  /** 'done' for what is answered as it is made (access and a copy, online). */
  status: RequestStatus;
}

/**
 * Adds a request and its audit entries in one statement: 'request-made' (the family's own) or
 * 'request-logged' (staff's), and 'copy-given' when a copy went with the answer. The entries name
 * the reference and the kind, never the note.
 */
export async function addRequest(db: Querier, actor: Actor, request: NewRequest): Promise<DataRequest> {
  const action = request.channel === 'online' ? 'request-made' : 'request-logged';
  const detail = `jsonb_build_object('kind', kind, 'channel', channel)`;
  const [row] = await db.query<DataRequest>(
    ...named(
      `WITH added AS (
         INSERT INTO data_requests (reference, kind, channel, received_on, due_on, status, note, closed_on, logged_by)
         VALUES (:reference, :kind, :channel, :receivedOn::date, :receivedOn::date + ${REQUEST_DAYS}, :status, :note,
           CASE WHEN :status = 'open' THEN NULL ELSE :receivedOn::date END, :actorId::bigint)
         RETURNING *
       ), ${auditStep('made', action, 'added', { about: 'reference', detail })},
       ${auditStep('copied', 'copy-given', 'added', { about: 'reference', when: `kind = 'copy' AND status = 'done'` })}
       SELECT ${COLUMNS} FROM added`,
      { ...request, ...actorParams(actor) },
    ),
  );
  if (!row) throw new Error('The request was not stored.');
  return row;
}

/** Whether anything has had `reference`: an enquiry or message held now, or one withdrawn. */
export async function referenceKnown(db: Querier, reference: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM enquiries WHERE reference = $1 UNION ALL SELECT 1 FROM contact_messages WHERE reference = $1
     UNION ALL SELECT 1 FROM withdrawn_items WHERE reference = $1 LIMIT 1`,
    [reference],
  );
  return rows.length > 0;
}

/** Today's day for a request made now. */
export const receivedToday = () => centreDate(new Date());

/** Open requests first, the most overdue first; then the closed ones, the latest first. */
export const listRequests = (db: Querier) =>
  db.query<DataRequest>(
    `SELECT ${COLUMNS} FROM data_requests
     ORDER BY status <> 'open', CASE WHEN status = 'open' THEN due_on END, closed_on DESC, id DESC`,
  );

/**
 * Closes an open request as answered or refused, with staff's note, and writes 'request-closed'
 * in the same statement. Null when no request has `id`; 'closed' when it was closed already.
 */
export async function closeRequest(
  db: Querier,
  actor: Actor,
  id: string,
  { outcome, note }: { outcome: RequestOutcome; note: string },
): Promise<DataRequest | 'closed' | null> {
  const [row] = await db.query<DataRequest & { changed: boolean }>(
    ...named(
      `WITH closed AS (
         UPDATE data_requests SET status = :outcome, closing_note = :note, closed_on = :today::date, closed_by = :actorId::bigint
         WHERE id = :id::bigint AND status = 'open' RETURNING *
       ), ${auditStep('audited', 'request-closed', 'closed', { about: 'reference', detail: `jsonb_build_object('kind', kind, 'outcome', status)` })}
       SELECT ${COLUMNS}, true AS changed FROM closed
       UNION ALL SELECT ${COLUMNS}, false FROM data_requests WHERE id = :id::bigint AND NOT EXISTS (SELECT 1 FROM closed)`,
      { id, outcome, note, today: receivedToday(), ...actorParams(actor) },
    ),
  );
  if (!row) return null;
  const { changed, ...request } = row;
  return changed ? request : 'closed';
}

/** Forgets closed requests older than `months` (the audit trail's time): the trail keeps that they were answered. */
export const forgetOldRequests = (db: Querier, months: number) =>
  db.query(
    `DELETE FROM data_requests WHERE status <> 'open' AND closed_on < (now() - make_interval(months => $1::int))::date`,
    [months],
  );
