import { centreDay, centreDate } from '#contracts/centre-day';
import { mondayOf, type TodayAnswer } from '#contracts/today';
import type { PipelineSettings } from '../config/config';
import type { Database } from '../db/database';
import { named } from '../db/sql';
import { OPEN_INVITATION } from '../accounts/accounts-store';
import { waitingReferences } from '../items/family-wait';
import { unreadReferences } from '../items/unread-messages';
import { INBOX_UNION, OPEN_SQL, overdueSql } from '../items/inbox-rows';
import { readReports } from '../reports/reports-store';

type Counts<K extends string> = Record<K, number | string>;
const numbers = <K extends string>(row: Counts<K> | undefined, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, Number(row?.[key] ?? 0)])) as Record<K, number>;

/**
 * The person's inbox work at `now`: late is the inbox's own rule (overdueSql, the items waiting for
 * their family's window left out), so the counts and the filtered lists their links open (WORK_FILTERS) agree.
 */
export async function readWork(db: Database, staffId: string, now: Date, settings: PipelineSettings) {
  const today = centreDay(now);
  const [row] = await db.query<Counts<Exclude<keyof NonNullable<TodayAnswer['work']>, 'unreadMessages'>>>(
    ...named(
      `SELECT
         count(*) FILTER (WHERE owner_id = :staffId AND ${overdueSql(':now::timestamptz', ':waiting::text[]')}) AS "overdueMine",
         count(*) FILTER (WHERE owner_id = :staffId AND stage IN ${OPEN_SQL}
           AND follow_up_at >= :dayStart AND follow_up_at < :dayEnd) AS "dueTodayMine",
         count(*) FILTER (WHERE stage = 'new' AND owner_id IS NULL) AS "newUnassigned",
         count(*) FILTER (WHERE stage IN ${OPEN_SQL} AND failed_attempts >= :maxFailed) AS "needsDecision"
       FROM ${INBOX_UNION}`,
      {
        staffId,
        now,
        waiting: await waitingReferences(db, now),
        dayStart: today.start,
        dayEnd: today.end,
        maxFailed: settings.maxFailedAttempts,
      },
    ),
  );
  const counted = numbers(row, ['overdueMine', 'dueTodayMine', 'newUnassigned', 'needsDecision']);
  return { ...counted, unreadMessages: (await unreadReferences(db)).length };
}

/** This week's figures (the reports' own counting, Monday to today) and the open and late items now: counts only. */
export async function readWeek(db: Database, now: Date, settings: PipelineSettings) {
  const to = centreDate(now);
  const from = mondayOf(to);
  const report = await readReports(db, { from, to }, { targetMinutes: settings.firstResponseMinutes });
  const [row] = await db.query<Counts<'openNow' | 'overdueNow'>>(
    `SELECT count(*) FILTER (WHERE stage IN ${OPEN_SQL}) AS "openNow",
       count(*) FILTER (WHERE ${overdueSql('$1::timestamptz', '$2::text[]')}) AS "overdueNow"
     FROM ${INBOX_UNION}`,
    [now, await waitingReferences(db, now)],
  );
  return {
    from,
    arrived: report.total,
    answered: report.firstContact.answered,
    withinTarget: report.firstContact.withinTarget,
    admitted: report.funnel.admitted,
    ...numbers(row, ['openNow', 'overdueNow']),
  };
}

/** Invitations still usable, and enabled accounts that have no second factor yet. */
export async function readTeam(db: Database) {
  const [row] = await db.query<Counts<'pendingInvitations' | 'withoutSecondFactor'>>(
    `SELECT (SELECT count(*) FROM invitations WHERE ${OPEN_INVITATION}) AS "pendingInvitations",
       (SELECT count(*) FROM staff WHERE NOT disabled AND totp_secret IS NULL) AS "withoutSecondFactor"`,
  );
  return numbers(row, ['pendingInvitations', 'withoutSecondFactor']);
}

/** Families' requests still open, and those past their due day (the centre's today). */
export async function readRequests(db: Database, now: Date) {
  const [row] = await db.query<Counts<'open' | 'late'>>(
    `SELECT count(*) FILTER (WHERE status = 'open') AS open,
       count(*) FILTER (WHERE status = 'open' AND due_on < $1::date) AS late
     FROM data_requests`,
    [centreDate(now)],
  );
  return numbers(row, ['open', 'late']);
}
