import { AUDIT_RETENTION_MONTHS } from '#contracts/audit';
import { RETENTION_MONTHS } from '#contracts/retention';
import { forgetClosedInvitations } from '../accounts/invitations';
import { forgetOldAudit } from '../audit/audit-log';
import { consentErasedStep, forgetEndedConsents } from '../consent/consent-store';
import type { Database } from '../db/database';
import { forgetEndedLoginWindows } from '../auth/login-limit';
import { forgetExpiredSessions } from '../auth/sessions';
import { forgetEndedWindows } from '../http/rate-limit';
import { eraseSubmissionTraces, SUBMISSIONS } from '../items/submission-traces';
import { forgetOldRequests } from '../requests/requests-store';
import { forgetEndedWithdrawalWindows } from '../withdrawal/withdrawal-store';

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

export interface SweepSettings {
  /** Enquiries and messages older than this go. */
  months: number;
  /** The audit trail's entries older than this go (longer than `months`: config.ts). */
  auditMonths: number;
  rateWindowSeconds: number;
  loginWindowSeconds: number;
}

const DEFAULTS: SweepSettings = {
  months: RETENTION_MONTHS,
  auditMonths: AUDIT_RETENTION_MONTHS,
  rateWindowSeconds: 3600,
  loginWindowSeconds: 3600,
};

/**
 * Deletes enquiries and messages older than the retention period, marking their consent records
 * erased, and every trace of them (and of the items families withdrew) in the database's files;
 * then what else has had its time. Returns how many submissions went.
 */
export async function sweepExpired(db: Database, settings: Partial<SweepSettings> = {}) {
  const { months, auditMonths, rateWindowSeconds, loginWindowSeconds } = { ...DEFAULTS, ...settings };
  let deleted = 0;
  for (const table of SUBMISSIONS) {
    const rows = await db.query(
      `WITH gone AS (DELETE FROM ${table} WHERE created_at < now() - make_interval(months => $1::int) RETURNING reference),
         events AS (DELETE FROM inbox_events WHERE reference IN (SELECT reference FROM gone)),
         links AS (DELETE FROM inbox_links WHERE reference IN (SELECT reference FROM gone)
           OR other_reference IN (SELECT reference FROM gone)),
         passkeys AS (DELETE FROM family_passkeys WHERE reference IN (SELECT reference FROM gone)),
         consent AS (${consentErasedStep('gone')})
       SELECT reference FROM gone`,
      [months],
    );
    deleted += rows.length;
  }
  // Their history, duplicate flags and the family's passkeys went with them.
  await eraseSubmissionTraces(db, { deleted: deleted > 0 });
  await forgetOldAudit(db, auditMonths);
  // A tombstone (reference and date only) lasts as long as the audit entries that name it.
  await db.query(
    'DELETE FROM withdrawn_items WHERE erased_at IS NOT NULL AND withdrawn_at < now() - make_interval(months => $1::int)',
    [auditMonths],
  );
  // A consent record (version, language, dates, who: no name) proves the consent as long as the trail lasts.
  await forgetEndedConsents(db, auditMonths);
  await forgetOldRequests(db, auditMonths);
  await forgetEndedWithdrawalWindows(db);
  await forgetEndedWindows(db, rateWindowSeconds);
  await forgetExpiredSessions(db);
  await forgetEndedLoginWindows(db, loginWindowSeconds);
  await forgetClosedInvitations(db);
  return deleted;
}

/** Sweeps now and every six hours; instances sweeping together do no harm. */
export function scheduleRetention(
  db: Database,
  settings: Omit<SweepSettings, 'months'>,
  log: (message: string) => void,
) {
  const sweep = () =>
    sweepExpired(db, settings).then(
      (deleted) =>
        deleted > 0 && log(`retention: deleted ${deleted} submissions older than ${RETENTION_MONTHS} months`),
      (error: unknown) => log(`retention sweep failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
