import { AUDIT_RETENTION_MONTHS } from '#contracts/audit';
import { RETENTION_MONTHS } from '#contracts/retention';
import { forgetClosedInvitations } from './accounts/invitations';
import { forgetOldAudit } from './audit/audit-log';
import type { Database } from './db/database';
import { eraseDeletedTraces } from './db/erase-traces';
import { forgetEndedLoginWindows } from './auth/login-limit';
import { forgetExpiredSessions } from './auth/sessions';
import { forgetEndedWindows } from './http/rate-limit';
import { forgetEndedWithdrawalWindows } from './withdrawal/withdrawal-store';

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

const SUBMISSIONS = ['enquiries', 'contact_messages'] as const;
/** Where a deleted enquiry or message leaves its words, its keys or its reference. */
// reports.items holds no name or words, but it is derived from the items: its old row versions go too.
const TRACED_TABLES = [...SUBMISSIONS, 'inbox_events', 'inbox_links', 'reports.items'] as const;

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
 * Takes the bytes of deleted enquiries and messages off the disk (erase-traces.ts): when `deleted`
 * (the sweep deleted some), or when families withdrew items since the last erase. Those
 * withdrawals, read before it starts, are then marked erased; one that commits meanwhile stays
 * marked for the next erase. Answers whether it erased.
 */
export async function eraseSubmissionTraces(db: Database, { deleted = false } = {}) {
  const withdrawn = await db.query<{ reference: string }>(
    'SELECT reference FROM withdrawn_items WHERE erased_at IS NULL',
  );
  if (!deleted && withdrawn.length === 0) return false;
  await eraseDeletedTraces(db, TRACED_TABLES);
  if (withdrawn.length > 0)
    await db.query('UPDATE withdrawn_items SET erased_at = now() WHERE reference = ANY($1::text[])', [
      withdrawn.map((row) => row.reference),
    ]);
  return true;
}

/**
 * Deletes enquiries and messages older than the retention period, and every trace of them (and of
 * the items families withdrew) in the database's files; then what else has had its time. Returns
 * how many submissions went.
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
  await eraseSubmissionTraces(db, { deleted: deleted > 0 });
  await forgetOldAudit(db, auditMonths);
  // A tombstone (reference and date only) lasts as long as the audit entries that name it.
  await db.query(
    'DELETE FROM withdrawn_items WHERE erased_at IS NOT NULL AND withdrawn_at < now() - make_interval(months => $1::int)',
    [auditMonths],
  );
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
