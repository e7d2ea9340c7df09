import { isStaffRole, STAFF_ROLES, type StaffRole } from '#contracts/roles';
import type { StaffUser } from '#contracts/auth';
import { isEmail } from '#contracts/email';
import { PASSWORD_LENGTH } from '#contracts/limits';
import type { Database } from '../db/database';
import { hashPassword } from './password';

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  disabled: boolean;
  /** Whether a second factor is enrolled. */
  second_factor: boolean;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
/** The display profile the client keeps as `user` (spec §3); no secret in it. */
export const staffProfile = (row: Pick<StaffRow, 'id' | 'name' | 'email' | 'role'>): StaffUser => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  role: row.role,
});

export async function findStaff(db: Database, email: string): Promise<StaffRow | null> {
  const [row] = await db.query<StaffRow>(
    `SELECT id::text AS id, email, name, role, password_hash, disabled, totp_secret IS NOT NULL AS second_factor
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

/** Creates an account; an existing email is an error (use `setPassword`, or enable it again). */
export async function addStaff(
  db: Database,
  { email, name, role, password }: { email: string; name: string; role: StaffRole; password: string },
) {
  const address = normaliseEmail(email);
  if (!isEmail(address)) throw new Error('That is not an email address.');
  if (!isStaffRole(role)) throw new Error(`The role must be one of: ${STAFF_ROLES.join(', ')}.`);
  checkNewPassword(password);
  const rows = await db.query<{ id: string }>(
    `INSERT INTO staff (email, name, role, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO NOTHING RETURNING id::text AS id`,
    [address, name.trim() || address, role, await hashPassword(password)],
  );
  if (!rows[0]) throw new Error(`An account for ${address} exists already.`);
  return rows[0].id;
}

/** Sets a new password and enables the account; its sessions end (one statement each). */
export async function setPassword(db: Database, email: string, password: string) {
  checkNewPassword(password);
  const rows = await db.query<{ id: string }>(
    'UPDATE staff SET password_hash = $2, disabled = false WHERE email = $1 RETURNING id::text AS id',
    [normaliseEmail(email), await hashPassword(password)],
  );
  if (!rows[0]) throw new Error(`No account for ${normaliseEmail(email)}.`);
  await db.query('DELETE FROM sessions WHERE staff_id = $1', [rows[0].id]);
}

/** Disables an account and ends all its sessions in the same statement. */
export async function disableStaff(db: Database, email: string) {
  const rows = await db.query<{ id: string }>(
    `WITH disabled AS (UPDATE staff SET disabled = true WHERE email = $1 RETURNING id),
       ended AS (DELETE FROM sessions WHERE staff_id IN (SELECT id FROM disabled))
     SELECT id::text AS id FROM disabled`,
    [normaliseEmail(email)],
  );
  if (!rows[0]) throw new Error(`No account for ${normaliseEmail(email)}.`);
}

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
