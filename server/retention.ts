import { AUDIT_RETENTION_MONTHS } from '#contracts/audit';
import { RETENTION_MONTHS } from '#contracts/retention';
import { forgetOldAudit } from './audit/audit-log';
import type { Database } from './db/database';
import { eraseDeletedTraces } from './db/erase-traces';
import { forgetEndedLoginWindows } from './auth/login-limit';
import { forgetExpiredSessions } from './auth/sessions';
import { forgetEndedWindows } from './http/rate-limit';

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

const SUBMISSIONS = ['enquiries', 'contact_messages'] as const;

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
 * Deletes enquiries and messages older than the retention period, and every trace of them in the
 * database's files; then what else has had its time. Returns how many submissions went.
 */
export async function sweepExpired(db: Database, settings: Partial<SweepSettings> = {}) {
  const { months, auditMonths, rateWindowSeconds, loginWindowSeconds } = { ...DEFAULTS, ...settings };
  let deleted = 0;
  for (const table of SUBMISSIONS) {
    const rows = await db.query(
      `WITH gone AS (DELETE FROM ${table} WHERE created_at < now() - make_interval(months => $1::int) RETURNING reference),
         events AS (DELETE FROM inbox_events WHERE reference IN (SELECT reference FROM gone)),
         links AS (DELETE FROM inbox_links WHERE reference IN (SELECT reference FROM gone)
           OR other_reference IN (SELECT reference FROM gone))
       SELECT reference FROM gone`,
      [months],
    );
    deleted += rows.length;
  }
  // Their history and duplicate flags went with them.
  if (deleted > 0) await eraseDeletedTraces(db, [...SUBMISSIONS, 'inbox_events', 'inbox_links']);
  await forgetOldAudit(db, auditMonths);
  await forgetEndedWindows(db, rateWindowSeconds);
  await forgetExpiredSessions(db);
  await forgetEndedLoginWindows(db, loginWindowSeconds);
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
