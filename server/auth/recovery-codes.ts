import { createHash, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  normaliseCode,
} from '#contracts/second-factor';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import { named } from '../db/sql';
import type { Database } from '../db/database';

/** Ten codes of 60 random bits each, as shown: XXXX-XXXX-XXXX. */
export const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(32)]).join('');
    return code.match(/.{4}/g)?.join('-') ?? code;
  });

// 60 random bits are beyond guessing through the sign-in limits, so a fast hash is enough; the
// account's id in it keeps one table row from matching another account's code.
export const hashRecoveryCode = (staffId: string, code: string) =>
  createHash('sha256')
    .update(`recovery-code\n${staffId}\n${normaliseCode(code)}`)
    .digest('base64url');

/**
 * Uses a recovery code: true once per code (the delete is the check, so two requests cannot both
 * win), recorded in the audit trail in the same statement.
 */
export async function useRecoveryCode(
  db: Database,
  actor: Actor & { staffId: string },
  code: string,
): Promise<boolean> {
  const rows = await db.query(
    ...named(
      `WITH used AS (DELETE FROM recovery_codes WHERE staff_id = :actorId AND code_hash = :codeHash RETURNING staff_id),
       ${auditStep('audit', 'recovery-code-used', 'used')}
       SELECT staff_id FROM used`,
      { ...actorParams(actor), codeHash: hashRecoveryCode(actor.staffId, code) },
    ),
  );
  return rows.length > 0;
}
