import { RETENTION_MONTHS } from '#contracts/retention';
import type { Database } from './db/database';
import { eraseDeletedTraces } from './db/erase-traces';
import { forgetEndedLoginWindows } from './auth/login-limit';
import { forgetExpiredSessions } from './auth/sessions';
import { forgetEndedWindows } from './http/rate-limit';

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

const SUBMISSIONS = ['enquiries', 'contact_messages'] as const;

/**
 * Deletes enquiries and messages older than the retention period, and every trace of them in the
 * database's files; returns how many went.
 */
export async function sweepExpired(
  db: Database,
  months = RETENTION_MONTHS,
  rateWindowSeconds = 3600,
  loginWindowSeconds = 3600,
) {
  let deleted = 0;
  for (const table of SUBMISSIONS) {
    const rows = await db.query(
      `WITH gone AS (DELETE FROM ${table} WHERE created_at < now() - make_interval(months => $1::int) RETURNING reference),
         events AS (DELETE FROM inbox_events WHERE reference IN (SELECT reference FROM gone))
       SELECT reference FROM gone`,
      [months],
    );
    deleted += rows.length;
  }
  // Notes and status changes went with their submissions.
  if (deleted > 0) await eraseDeletedTraces(db, [...SUBMISSIONS, 'inbox_events']);
  await forgetEndedWindows(db, rateWindowSeconds);
  await forgetExpiredSessions(db);
  await forgetEndedLoginWindows(db, loginWindowSeconds);
  return deleted;
}

/** Sweeps now and every six hours; instances sweeping together do no harm. */
export function scheduleRetention(
  db: Database,
  rateWindowSeconds: number,
  log: (message: string) => void,
  loginWindowSeconds = 3600,
) {
  const sweep = () =>
    sweepExpired(db, RETENTION_MONTHS, rateWindowSeconds, loginWindowSeconds).then(
      (deleted) =>
        deleted > 0 && log(`retention: deleted ${deleted} submissions older than ${RETENTION_MONTHS} months`),
      (error: unknown) => log(`retention sweep failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
