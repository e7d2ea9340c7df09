import type { AccountChange, AccountRow, InvitationRow } from '#contracts/accounts';
import { isStaffRole, type StaffRole } from '#contracts/roles';
import { LANGUAGES, type Language } from '#contracts/languages';
import { auditStep, type Actor } from '../audit/audit-log';
import { secondFactorReset } from '../auth/second-factor';
import { tryChangeAccount, type ChangedAccount } from '../auth/staff';
import type { Database } from '../db/database';

type Querier = Pick<Database, 'query'>;

const language = (value: unknown): Language => (LANGUAGES.includes(value as Language) ? (value as Language) : 'en');
const role = (value: unknown): StaffRole => (isStaffRole(value) ? value : 'admissions');
const iso = (value: Date | string) => new Date(value).toISOString();

/** An invitation still usable: not accepted, not withdrawn, not past its time. (SQL over `invitations`.) */
export const OPEN_INVITATION = 'accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > now()';

interface InvitationSqlRow {
  id: string;
  name: string;
  email: string;
  role: string;
  language: string;
  expires_at: Date | string;
}

export const invitationRow = (row: InvitationSqlRow): InvitationRow => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  role: role(row.role),
  language: language(row.language),
  expiresAt: iso(row.expires_at),
});

interface AccountSqlRow {
  id: string;
  name: string;
  email: string;
  role: string;
  language: string;
  second_factor: boolean;
  last_sign_in_at: Date | string | null;
  disabled: boolean;
}

const ACCOUNT_COLUMNS =
  'id::text AS id, name, email, role, language, totp_secret IS NOT NULL AS second_factor, last_sign_in_at, disabled';

const accountRow = (row: AccountSqlRow): AccountRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: role(row.role),
  language: language(row.language),
  secondFactor: row.second_factor,
  lastSignInAt: row.last_sign_in_at === null ? null : iso(row.last_sign_in_at),
  disabled: row.disabled,
});

/** Every account (the disabled ones last) and every open invitation, for the admins' accounts page. */
export async function listAccounts(db: Querier): Promise<{ accounts: AccountRow[]; invitations: InvitationRow[] }> {
  const accounts = await db.query<AccountSqlRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM staff ORDER BY disabled, lower(name), email`,
  );
  const invitations = await db.query<InvitationSqlRow>(
    `SELECT id::text AS id, name, email, role, language, expires_at FROM invitations
     WHERE ${OPEN_INVITATION} ORDER BY created_at, id`,
  );
  return { accounts: accounts.map(accountRow), invitations: invitations.map(invitationRow) };
}

/** One account as the accounts page lists it, or null. */
export async function findAccount(db: Querier, id: string): Promise<AccountRow | null> {
  const [row] = await db.query<AccountSqlRow>(`SELECT ${ACCOUNT_COLUMNS} FROM staff WHERE id = $1::bigint`, [id]);
  return row ? accountRow(row) : null;
}

/** Whether an account with this id exists. */
export async function accountExists(db: Querier, id: string) {
  const rows = await db.query('SELECT 1 FROM staff WHERE id = $1::bigint', [id]);
  return rows.length > 0;
}

/**
 * Runs `work` while no other request can change an enabled admin: on PostgreSQL in a transaction
 * that first locks every enabled admin's row (in id order, so two such transactions queue instead
 * of deadlocking; FOR NO KEY UPDATE, so sign-ins and the rows that point at staff go on). Two
 * admins demoting each other at once: the second waits, then sees the first's change. PGlite has
 * one connection and runs one statement at a time, so there the single statement is enough (and
 * a transaction there would take in other requests' statements queued on the same connection).
 */
export async function withAdminsLocked<T>(db: Database, work: (db: Querier) => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return work(db);
  return db.withConnection(async (connection) => {
    await connection.query('BEGIN');
    try {
      await connection.query(
        `SELECT id FROM staff WHERE role = 'admin' AND NOT disabled ORDER BY id FOR NO KEY UPDATE`,
      );
      const result = await work(connection);
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}

/**
 * The change keeps an enabled admin: the account stays one, or was none, or another enabled admin
 * exists. (SQL over `staff` after `set`'s values :role and :disabled, and `before`.)
 */
const KEEPS_AN_ADMIN = `(
  (coalesce(:role::text, before.role) = 'admin' AND NOT coalesce(:disabled::boolean, before.disabled))
  OR NOT (before.role = 'admin' AND NOT before.disabled)
  OR EXISTS (SELECT 1 FROM staff other WHERE other.id <> before.id AND other.role = 'admin' AND NOT other.disabled)
)`;

export type AccountChangeResult = 'changed' | 'not-found' | 'last-admin';

/**
 * A new role and/or disabled or enabled, in one statement with its audit entries (role-changed
 * with { from, to }, account-disabled, account-enabled; none for what did not change). Disabling
 * ends the account's sessions and sign-ins waiting for a code in the same statement; a role change
 * needs no such end, as every request reads the role afresh. Refused when no enabled admin would
 * be left, race-safe (`withAdminsLocked`).
 */
export async function changeAccountByAdmin(
  db: Database,
  id: string,
  change: AccountChange,
  actor: Actor,
): Promise<AccountChangeResult> {
  return withAdminsLocked(db, async (connection) => {
    const changed = await tryChangeAccount(
      connection,
      { id },
      {
        set: 'role = coalesce(:role::text, staff.role), disabled = coalesce(:disabled::boolean, staff.disabled)',
        values: { role: change.role ?? null, disabled: change.disabled ?? null },
        when: KEEPS_AN_ADMIN,
        endSessions: 'disabled AND NOT was_disabled',
        also: `${auditStep('role_audit', 'role-changed', 'changed', {
          about: 'account',
          when: 'role <> old_role',
          detail: `jsonb_build_object('from', old_role, 'to', role)`,
        })},
        ${auditStep('disabled_audit', 'account-disabled', 'changed', {
          about: 'account',
          when: 'disabled AND NOT was_disabled',
        })},
        ${auditStep('enabled_audit', 'account-enabled', 'changed', {
          about: 'account',
          when: 'was_disabled AND NOT disabled',
        })},`,
      },
      actor,
    );
    if (changed) return 'changed';
    return (await accountExists(connection, id)) ? 'last-admin' : 'not-found';
  });
}

/**
 * Another account's second factor cleared by an admin, with its recovery codes; its sessions and
 * sign-ins waiting for a code end, and it gets a one-time enrolment link with `token`. Answers the
 * account, or null when there is no such account.
 */
export const resetSecondFactorByAdmin = (
  db: Database,
  id: string,
  token: string,
  actor: Actor,
): Promise<ChangedAccount | null> => tryChangeAccount(db, { id }, secondFactorReset(token), actor);
