import type { AuditAction } from '#contracts/audit';
import { AUDIT_PAGE_SIZE, type AuditAnswer, type AuditQuery, type AuditRow } from '#contracts/audit-view';
import type { Database } from '../db/database';
import { centreRange } from '#contracts/centre-days';
import { named } from '../db/sql';
import { actorParams, type Actor } from './audit-log';

type Querier = Pick<Database, 'query'>;

/** What narrows the trail: the query without its page and language. */
export type AuditFilters = Pick<AuditQuery, 'staff' | 'reference' | 'action' | 'from' | 'to'>;

/**
 * The filters an entry of 'audit-viewed' or 'audit-exported' keeps as its detail: those that were
 * set, as typed (the staff filter lower-cased). Never what the entries said.
 */
export function filtersDetail({ staff, reference, action, from, to }: AuditFilters): Record<string, string> {
  const detail: Record<string, string> = {};
  if (staff) detail.staff = staff.toLowerCase();
  if (reference) detail.reference = reference;
  if (action) detail.action = action;
  if (from) detail.from = from;
  if (to) detail.to = to;
  return detail;
}

/**
 * The WHERE clause over audit_events and its named parameters: part of the staff email (any
 * case), the reference, the action, and the days from/to in the centre's time zone.
 */
function whereOf(filters: AuditFilters) {
  const { start, end } = centreRange(filters);
  return {
    where: `(:staff::text IS NULL OR position(:staff in lower(coalesce(staff_email, ''))) > 0)
      AND (:reference::text IS NULL OR reference = :reference)
      AND (:action::text IS NULL OR action = :action)
      AND (:start::timestamptz IS NULL OR at >= :start)
      AND (:end::timestamptz IS NULL OR at < :end)`,
    params: {
      staff: filters.staff?.toLowerCase() ?? null,
      reference: filters.reference ?? null,
      action: filters.action ?? null,
      start,
      end,
    },
  };
}

interface EntryRow {
  id: string;
  at: Date | string;
  email: string | null;
  address: string;
  action: string;
  reference: string | null;
  account: string | null;
  detail: unknown;
}

const ENTRY_COLUMNS = 'id::text AS id, at, staff_email AS email, address, action, reference, account, detail';

/** A stored detail as the page shows it: only flat strings, numbers and yes/no values (jsonb may come as text). */
function readDetail(raw: unknown): AuditRow['detail'] {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const flat = Object.entries(value).filter((entry): entry is [string, string | number | boolean] =>
    ['string', 'number', 'boolean'].includes(typeof entry[1]),
  );
  return flat.length > 0 ? Object.fromEntries(flat) : null;
}

export const toAuditRow = (row: EntryRow): AuditRow => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  email: row.email,
  address: row.address,
  action: row.action as AuditAction,
  reference: row.reference,
  account: row.account,
  detail: readDetail(row.detail),
});

/** One page of the trail, newest first, and how many entries match in all. */
export async function listAuditPage(db: Querier, query: AuditQuery): Promise<AuditAnswer> {
  const { where, params } = whereOf(query);
  const [counted] = await db.query<{ total: number | string }>(
    ...named(`SELECT count(*) AS total FROM audit_events WHERE ${where}`, params),
  );
  const rows = await db.query<EntryRow>(
    ...named(
      `SELECT ${ENTRY_COLUMNS} FROM audit_events WHERE ${where} ORDER BY at DESC, id DESC LIMIT :limit OFFSET :offset`,
      {
        ...params,
        limit: AUDIT_PAGE_SIZE,
        offset: (query.page - 1) * AUDIT_PAGE_SIZE,
      },
    ),
  );
  return {
    entries: rows.map(toAuditRow),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/**
 * Every entry that matches, newest first, up to `max`, and the 'audit-exported' entry (the filters
 * and the row count) written by the same statement: both or neither. More than `max` answer
 * 'tooMany' and record nothing, for no file is sent. The new entry is not among the rows: a
 * statement reads the table as it was when it began.
 */
export async function exportAuditEntries(
  db: Querier,
  filters: AuditFilters,
  actor: Actor,
  max: number,
): Promise<AuditRow[] | 'tooMany'> {
  const { where, params } = whereOf(filters);
  const rows = await db.query<EntryRow>(
    ...named(
      `WITH picked AS (
         SELECT ${ENTRY_COLUMNS} FROM audit_events WHERE ${where} ORDER BY at DESC, id DESC LIMIT :limit
       ), recorded AS (
         INSERT INTO audit_events (staff_id, staff_email, address, action, detail)
         SELECT :actorId::bigint, :actorEmail::text, :actorAddress::text, 'audit-exported',
           :detail::jsonb || jsonb_build_object('rows', count(*))
         FROM picked HAVING count(*) < :limit
       )
       SELECT * FROM picked ORDER BY at DESC, id::bigint DESC`,
      { ...params, limit: max + 1, ...actorParams(actor), detail: JSON.stringify(filtersDetail(filters)) },
    ),
  );
  return rows.length > max ? 'tooMany' : rows.map(toAuditRow);
}
