import { isStaffRole, STAFF_ROLES, type StaffRole } from '#contracts/roles';
import { LANGUAGES, type Language } from '#contracts/languages';
import type { StaffUser } from '#contracts/auth';
import type { AuditAction } from '#contracts/audit';
import { isEmail } from '#contracts/email';
import { PASSWORD_LENGTH } from '#contracts/limits';
import { hasControlCharacters } from '#contracts/text';
import { actorParams, auditStep, COMMAND_LINE, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { hashPassword } from './password';

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
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
  { email, name, role, password }: { email: string; name: string; role: StaffRole; password: string },
  actor: Actor = COMMAND_LINE,
) {
  const address = normaliseEmail(email);
  if (!isEmail(address)) throw new Error('That is not an email address.');
  if (!isStaffRole(role)) throw new Error(`The role must be one of: ${STAFF_ROLES.join(', ')}.`);
  // One line: a name is printed in `staff list` and the audit trail, where a line break could fake a row.
  if (/[\t\r\n]/.test(name) || hasControlCharacters(name))
    throw new Error('A name is one line, with no tabs or control characters.');
  checkNewPassword(password);
  const rows = await db.query<{ id: string }>(
    `WITH added AS (
       INSERT INTO staff (email, name, role, password_hash) VALUES ($4, $5, $6, $7)
       ON CONFLICT (email) DO NOTHING RETURNING id, email AS account
     ), ${auditStep('audit', 'account-added', 'added', 1, { about: 'account' })}
     SELECT id::text AS id FROM added`,
    [...actorParams(actor), address, name.trim() || address, role, await hashPassword(password)],
  );
  if (!rows[0]) throw new Error(`An account for ${address} exists already.`);
  return rows[0].id;
}

/**
 * Changes one account in one statement: `set` (SQL for `UPDATE staff SET …`, its values from $5 on)
 * and `also` (further steps on `changed`), its sessions and sign-ins waiting for a code ended, and
 * the change recorded in the audit trail as `action`. Throws when there is no such account.
 */
export async function changeAccount(
  db: Database,
  email: string,
  { set, values = [], also = '', action }: { set: string; values?: unknown[]; also?: string; action: AuditAction },
  actor: Actor,
) {
  const rows = await db.query(
    `WITH changed AS (UPDATE staff SET ${set} WHERE email = $4 RETURNING id, email AS account),
     ended AS (DELETE FROM sessions WHERE staff_id IN (SELECT id FROM changed)),
     waiting AS (DELETE FROM pending_sign_ins WHERE staff_id IN (SELECT id FROM changed)),
     ${also}
     ${auditStep('audit', action, 'changed', 1, { about: 'account' })}
     SELECT id FROM changed`,
    [...actorParams(actor), normaliseEmail(email), ...values],
  );
  if (!rows[0]) throw new Error(`No account for ${normaliseEmail(email)}.`);
}

/** Sets a new password and enables the account; its sessions and sign-ins waiting for a code end. */
export async function setPassword(db: Database, email: string, password: string, actor: Actor = COMMAND_LINE) {
  checkNewPassword(password);
  const set = 'password_hash = $5, disabled = false';
  await changeAccount(db, email, { set, values: [await hashPassword(password)], action: 'password-changed' }, actor);
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
