import { isStaffRole, STAFF_ROLES, type StaffRole } from '#contracts/roles';
import { LANGUAGES, type Language } from '#contracts/languages';
import type { StaffUser } from '#contracts/auth';
import type { AuditAction } from '#contracts/audit';
import { isEmail } from '#contracts/email';
import { PASSWORD_LENGTH } from '#contracts/limits';
import { isBlank, isOneLineText } from '#contracts/text';
import { actorParams, auditStep, COMMAND_LINE, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { named, type SqlParams } from '../db/sql';
import { hashPassword } from './password';

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** NULL until its owner chooses one (read as English). */
  language: Language | null;
  password_hash: string;
  disabled: boolean;
  /** Whether a second factor is enrolled. */
  second_factor: boolean;
}

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
/** The display profile the client keeps as `user` (spec §3); no secret in it. */
export const staffProfile = (row: Pick<StaffRow, 'id' | 'name' | 'email' | 'role' | 'language'>): StaffUser => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  role: row.role,
  language: isLanguage(row.language) ? row.language : 'en',
});

/**
 * The login page's language becomes the account's when its owner never chose one, so that someone who
 * signs in from the Arabic page is not sent to an English staff area. Answers the row as it is now.
 */
export async function adoptLoginLanguage(db: Database, staff: StaffRow, language: Language | undefined) {
  if (staff.language !== null || language === undefined) return staff;
  const [row] = await db.query<{ language: Language }>(
    'UPDATE staff SET language = coalesce(language, $2) WHERE id = $1 RETURNING language',
    [staff.id, language],
  );
  return { ...staff, language: row?.language ?? language };
}

export async function findStaff(db: Database, email: string): Promise<StaffRow | null> {
  const [row] = await db.query<StaffRow>(
    `SELECT id::text AS id, email, name, role, language, password_hash, disabled, totp_secret IS NOT NULL AS second_factor
     FROM staff WHERE email = $1`,
    [normaliseEmail(email)],
  );
  return row ?? null;
}

export function checkNewPassword(password: string) {
  if (password.length < PASSWORD_LENGTH.min)
    throw new Error(`A password needs ${PASSWORD_LENGTH.min} characters at least.`);
  if (password.length > PASSWORD_LENGTH.max)
    throw new Error(`A password may have ${PASSWORD_LENGTH.max} characters at most.`);
}

/**
 * Creates an account; an existing email is an error (use `setPassword`, or enable it again). This
 * and the account changes below are recorded in the audit trail in their own statement, as the
 * operator's (the staff command's) unless another `actor` is given.
 */
export async function addStaff(
  db: Database,
  {
    email,
    name,
    role,
    password,
    language,
  }: { email: string; name: string; role: StaffRole; password: string; language?: Language },
  actor: Actor = COMMAND_LINE,
) {
  const address = normaliseEmail(email);
  if (!isEmail(address)) throw new Error('That is not an email address.');
  if (!isStaffRole(role)) throw new Error(`The role must be one of: ${STAFF_ROLES.join(', ')}.`);
  // The same rule as the accounts page's (staffName, #contracts/accounts): a line break in `staff list` could fake a row.
  // No name at all is allowed (`--name` is optional); one that draws nothing is not.
  if ((name !== '' && isBlank(name)) || !isOneLineText(name))
    throw new Error('A name is one visible line, with no tabs, line breaks or control characters.');
  checkNewPassword(password);
  const rows = await db.query<{ id: string }>(
    ...named(
      `WITH added AS (
         INSERT INTO staff (email, name, role, language, password_hash) VALUES (:email, :name, :role, :language, :passwordHash)
         ON CONFLICT (email) DO NOTHING RETURNING id, email AS account
       ), ${auditStep('audit', 'account-added', 'added', { about: 'account' })}
       SELECT id::text AS id FROM added`,
      {
        ...actorParams(actor),
        email: address,
        name: name.trim() || address,
        role,
        // None given: the first sign-in's page language becomes the account's (adoptLoginLanguage).
        language: language ?? null,
        passwordHash: await hashPassword(password),
      },
    ),
  );
  if (!rows[0]) throw new Error(`An account for ${address} exists already.`);
  return rows[0].id;
}

/** An account by its email (the staff command) or its id (the accounts page, one's own profile). */
export type AccountKey = string | { id: string };

export interface AccountChangeSql {
  /**
   * SQL for `UPDATE staff SET …`, with named parameters (server/db/sql.ts) whose values are
   * `values`. `before` is the row as it was (qualify the columns read in expressions: `staff.role`,
   * `before.role`). The names `account`, `keepSession` and the actor's are taken.
   */
  set: string;
  values?: SqlParams;
  /** A further condition for the change to happen, over `staff` and `before` (default: none). */
  when?: string;
  /**
   * Whether the account's sessions and sign-ins waiting for a code end: SQL over `changed` (the
   * row after: id, account, name, role, language, disabled, old_role, was_disabled); always by default, `'false'`
   * keeps them.
   */
  endSessions?: string;
  /** The hash of one session that stays (the one asking to change its own password). */
  keepSession?: string;
  /** Further steps on `changed`, each followed by a comma. */
  also?: string;
  /** The audit entry about the account; leave it out when `also` records the change itself. */
  action?: AuditAction;
  /** Its detail: an SQL expression over `changed` yielding jsonb. */
  detail?: string;
}

/** The account as a change left it. */
export interface ChangedAccount {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
  disabled: boolean;
}

/**
 * Invitations end with their inviter's rights: the open invitations of an account left disabled or
 * no longer an admin are withdrawn, each recorded as the change's actor's (steps of `tryChangeAccount`).
 */
const INVITER_RIGHTS_ENDED = `inviter_ended AS (
         UPDATE invitations SET withdrawn_at = now()
         WHERE invited_by IN (SELECT id FROM changed WHERE disabled OR role <> 'admin')
           AND accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > now()
         RETURNING email AS account, role
       ), ${auditStep('inviter_audit', 'invitation-withdrawn', 'inviter_ended', {
         about: 'account',
         detail: `jsonb_build_object('role', role)`,
       })},`;

/**
 * Changes one account in one statement: `set`, its sessions and sign-ins waiting for a code ended
 * (all by default), its open invitations withdrawn when it can no longer invite, its enrolment link
 * ended when it is disabled, and the change
 * recorded in the audit trail as `action`. Answers the account as changed, or null when there is no
 * such account or `when` refused the change.
 */
export async function tryChangeAccount(
  db: Pick<Database, 'query'>,
  account: AccountKey,
  { set, values = {}, when = 'true', endSessions = 'true', keepSession, also = '', action, detail }: AccountChangeSql,
  actor: Actor,
): Promise<ChangedAccount | null> {
  const byId = typeof account !== 'string';
  const audit = action ? `, ${auditStep('audit', action, 'changed', { about: 'account', detail })}` : '';
  const [row] = await db.query<ChangedAccount>(
    ...named(
      `WITH before AS (SELECT id, role, disabled FROM staff WHERE ${byId ? 'id = :account::bigint' : 'email = :account::text'}),
       changed AS (
         UPDATE staff SET ${set} FROM before WHERE staff.id = before.id AND (${when})
         RETURNING staff.id, staff.email AS account, staff.name, staff.role, staff.language, staff.disabled,
           before.role AS old_role, before.disabled AS was_disabled
       ),
       ended AS (
         DELETE FROM sessions WHERE staff_id IN (SELECT id FROM changed WHERE ${endSessions})
           AND (:keepSession::text IS NULL OR id_hash <> :keepSession::text)
       ),
       waiting AS (DELETE FROM pending_sign_ins WHERE staff_id IN (SELECT id FROM changed WHERE ${endSessions})),
       -- A disabled account's enrolment link ends: it does not come back with the account.
       links_ended AS (
         DELETE FROM enrolment_links WHERE staff_id IN (SELECT id FROM changed WHERE disabled AND NOT was_disabled)
       ),
       ${INVITER_RIGHTS_ENDED}
       ${also}
       done AS (SELECT 1)${audit}
       SELECT id::text AS id, account AS email, name, role, language, disabled FROM changed`,
      {
        ...values,
        ...actorParams(actor),
        account: byId ? account.id : normaliseEmail(account),
        keepSession: keepSession ?? null,
      },
    ),
  );
  return row ?? null;
}

/** `tryChangeAccount`, for the staff command: no such account is an error. */
export async function changeAccount(db: Database, account: AccountKey, change: AccountChangeSql, actor: Actor) {
  const changed = await tryChangeAccount(db, account, change, actor);
  if (!changed)
    throw new Error(`No account for ${typeof account === 'string' ? normaliseEmail(account) : `id ${account.id}`}.`);
  return changed;
}

/** Sets a new password and enables the account; its sessions and sign-ins waiting for a code end. */
export async function setPassword(db: Database, email: string, password: string, actor: Actor = COMMAND_LINE) {
  checkNewPassword(password);
  const set = 'password_hash = :passwordHash, disabled = false';
  const values = { passwordHash: await hashPassword(password) };
  await changeAccount(db, email, { set, values, action: 'password-changed' }, actor);
}

/** Disables an account; its sessions and sign-ins waiting for a code end. */
export const disableStaff = (db: Database, email: string, actor: Actor = COMMAND_LINE) =>
  changeAccount(db, email, { set: 'disabled = true', action: 'account-disabled' }, actor);

export const listStaff = (db: Database) =>
  db.query<{
    email: string;
    name: string;
    role: string;
    disabled: boolean;
    second_factor: boolean;
    created_at: Date | string;
  }>(
    'SELECT email, name, role, disabled, totp_secret IS NOT NULL AS second_factor, created_at FROM staff ORDER BY email',
  );
