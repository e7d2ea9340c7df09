import type { AuditAction } from '#contracts/audit';
import type { StaffUser } from '#contracts/auth';
import type { Database } from '../db/database';
import { named } from '../db/sql';

/** Who acted: a signed-in staff member, a failed sign-in's typed email, or the staff command. */
export interface Actor {
  staffId: string | null;
  email: string | null;
  /** The client's address, or 'command line'. */
  address: string;
}

export const COMMAND_LINE: Actor = { staffId: null, email: null, address: 'command line' };
/** The server itself, creating or removing the demo account as it starts. */
export const SERVER_START: Actor = { staffId: null, email: null, address: 'server start' };

/** The signed-in staff member behind a request (after `requireStaff`), at the request's address. */
export const actorOf = (request: { staff: StaffUser | null; ip: string }): Actor => ({
  staffId: request.staff?.id ?? null,
  email: request.staff?.email ?? null,
  address: request.ip,
});

type Querier = Pick<Database, 'query'>;

/** Adds one entry (a request records through `request.audit`, server/audit/audit-requests.ts). A change records itself in its own statement instead (see `auditStep`). */
export async function recordAudit(db: Querier, actor: Actor, action: AuditAction, about: AuditAbout = {}) {
  await db.query(
    ...named(
      `INSERT INTO audit_events (staff_id, staff_email, address, action, reference, account, detail)
       VALUES (:actorId, :actorEmail, :actorAddress, :action, :reference, :account, :detail::jsonb)`,
      {
        ...actorParams(actor),
        action,
        reference: about.reference ?? null,
        account: about.account ?? null,
        detail: about.detail === undefined ? null : JSON.stringify(about.detail),
      },
    ),
  );
}

/** What an entry is about: an enquiry's reference or an account's email, and any detail. */
export interface AuditAbout {
  reference?: string;
  account?: string;
  detail?: AuditDetail;
}

/** What an entry adds beyond its reference or account: a role before and after, an export's range and row count. Never a family's words. */
export type AuditDetail = Record<string, string | number | boolean | null>;

/**
 * A step for a change's own statement (`WITH changed AS (...), <step> SELECT ...`), so the entry
 * and the change commit together or not at all: one entry per row of `source` that meets `when`,
 * about its `reference` or `account` column when `about` names one, with `detail` (an SQL
 * expression over `source` yielding jsonb, e.g. `jsonb_build_object('from', old_role, 'to', role)`)
 * when given. The actor is the statement's `:actorId`, `:actorEmail` and `:actorAddress` (`actorParams`).
 */
export function auditStep(
  name: string,
  action: AuditAction,
  source: string,
  { about, when = 'true', detail }: { about?: 'reference' | 'account'; when?: string; detail?: string } = {},
) {
  const column = (about ? `, ${about}` : '') + (detail ? ', detail' : '');
  const values = (about ? `, ${about}` : '') + (detail ? `, (${detail})::jsonb` : '');
  return `${name} AS (
     INSERT INTO audit_events (staff_id, staff_email, address, action${column})
     SELECT :actorId::bigint, :actorEmail::text, :actorAddress::text, '${action}'${values} FROM ${source} WHERE ${when}
   )`;
}

/** The actor's named parameters (see `named`, server/db/sql.ts). */
export const actorParams = (actor: Actor) => ({
  actorId: actor.staffId,
  actorEmail: actor.email,
  actorAddress: actor.address,
});

export interface AuditEntry {
  at: string;
  email: string | null;
  address: string;
  action: AuditAction;
  reference: string | null;
  account: string | null;
}

export interface AuditFilter {
  reference?: string;
  staff?: string;
  since?: Date;
}

/** The trail, oldest first, narrowed by reference, staff email or start date. */
export async function listAudit(db: Querier, { reference, staff, since }: AuditFilter = {}): Promise<AuditEntry[]> {
  const rows = await db.query<Omit<AuditEntry, 'at'> & { at: Date | string }>(
    `SELECT at, staff_email AS email, address, action, reference, account FROM audit_events
     WHERE ($1::text IS NULL OR reference = $1) AND ($2::text IS NULL OR staff_email = $2)
       AND ($3::timestamptz IS NULL OR at >= $3)
     ORDER BY at, id`,
    [reference ?? null, staff?.trim().toLowerCase() ?? null, since ?? null],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/** Deletes entries older than `months` (the table refuses anything younger than two years). */
export const forgetOldAudit = (db: Querier, months: number) =>
  db.query('DELETE FROM audit_events WHERE at < now() - make_interval(months => $1::int)', [months]);

/** The trail as the audit script prints it: one tab-separated line per entry, under a heading. */
export function formatAudit(entries: AuditEntry[]): string {
  if (entries.length === 0) return 'No audit entries match.';
  const lines = entries.map((entry) =>
    [entry.at, entry.email ?? '-', entry.address, entry.action, entry.reference ?? entry.account ?? '-'].join('\t'),
  );
  return ['when\twho\tfrom\twhat\tabout', ...lines].join('\n');
}
