import type { ServerConfig } from '../config/config';
import { actorParams, auditStep, COMMAND_LINE, type Actor } from '../audit/audit-log';
import { named } from '../db/sql';
import type { Database } from '../db/database';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { enrolmentLinkValues, issueEnrolmentLinkSteps } from './enrolment-links';
import { changeAccount, type AccountChangeSql, type AccountKey } from './staff';

/**
 * What a right password leads to: the code of an enrolled account; for one with no second factor
 * yet, a refusal (`link`): it enrols only through a one-time enrolment link (a reset, a new
 * account) or its invitation, never with the password alone. Only the demo account in demo mode
 * (its password is published anyway) skips the second factor, and never in production.
 */
export function secondFactorStep(
  staff: { email: string; second_factor: boolean },
  config: Pick<ServerConfig, 'demo' | 'production'>,
): 'code' | 'link' | null {
  if (staff.second_factor) return 'code';
  if (config.demo && !config.production && staff.email === DEMO_ACCOUNT.email) return null;
  return 'link';
}

/**
 * Accepts a code's time step when it is later than the last one accepted: one statement, so two
 * requests with the same code cannot both win.
 */
export async function acceptTotpStep(db: Database, staffId: string, step: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE staff SET totp_last_step = $2
     WHERE id = $1 AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [staffId, step],
  );
  return rows.length > 0;
}

/**
 * Stores the confirmed secret (its confirming step counts as used), the recovery codes' hashes and
 * the audit entry in one statement, only if the account has no second factor yet; its enrolment
 * link, if any, is used up. Answers false otherwise.
 */
export async function completeEnrolment(
  db: Database,
  actor: Actor & { staffId: string },
  { secret, step, codeHashes }: { secret: string; step: number; codeHashes: string[] },
): Promise<boolean> {
  const rows = await db.query(
    ...named(
      `WITH enrolled AS (
         UPDATE staff SET totp_secret = :secret, totp_last_step = :step
         WHERE id = :actorId AND totp_secret IS NULL RETURNING id
       ), stored AS (
         INSERT INTO recovery_codes (staff_id, code_hash) SELECT id, unnest(:codeHashes::text[]) FROM enrolled
       ), used_link AS (
         DELETE FROM enrolment_links WHERE staff_id IN (SELECT id FROM enrolled)
       ), ${auditStep('audit', 'second-factor-enrolled', 'enrolled')}
       SELECT id FROM enrolled`,
      { ...actorParams(actor), secret, step, codeHashes },
    ),
  );
  return rows.length > 0;
}

/**
 * A lost second factor: the secret and the recovery codes go, and with them every session and
 * pending sign-in; a one-time enrolment link with `token` replaces any earlier one. The reset and
 * the link are recorded in the same statement.
 */
export const resetSecondFactor = (db: Database, account: AccountKey, token: string, actor: Actor = COMMAND_LINE) =>
  changeAccount(db, account, secondFactorReset(token), actor);

/** The change `resetSecondFactor` makes, for `tryChangeAccount` (the accounts page and one's own profile). */
export const secondFactorReset = (token: string): AccountChangeSql => ({
  set: 'totp_secret = NULL, totp_last_step = NULL',
  values: enrolmentLinkValues(token),
  also: `codes AS (DELETE FROM recovery_codes WHERE staff_id IN (SELECT id FROM changed)),
       ${issueEnrolmentLinkSteps('changed')}`,
  action: 'second-factor-reset',
});
