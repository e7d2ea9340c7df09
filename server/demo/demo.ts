import { actorParams, auditStep, SERVER_START } from '../audit/audit-log';
import { named } from '../db/sql';
import { addStaff, findStaff } from '../auth/staff';
import { DEMO_ACCOUNT, DEMO_SAMPLES, type DemoEvent, type DemoSample } from '#contracts/demo';
import type { Database } from '../db/database';

export { DEMO_ACCOUNT };

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A demo sample as the row its form would have stored, then as the pipeline left it. */
function rowOf(sample: DemoSample, demoStaffId: string | null): { table: string; values: Record<string, unknown> } {
  const firstEvent = sample.events[0];
  const common = {
    reference: sample.reference,
    language: sample.language,
    name: sample.name,
    email: sample.email,
    message: sample.message,
    honeypot: sample.honeypot,
    suspected_spam: sample.honeypot !== '',
    created_at: hoursAgo(sample.hoursAgo),
    stage: sample.stage,
    close_reason: sample.closeReason ?? null,
    owner_id: sample.mine ? demoStaffId : null,
    first_response_at: firstEvent ? hoursAgo(firstEvent.hoursAgo) : null,
    failed_attempts: sample.events.filter((event) => event.attempt?.outcome === 'noAnswer').length,
    version: sample.events.length + 1,
  };
  if (sample.kind !== 'enquiry')
    return { table: 'contact_messages', values: { ...common, phone: sample.phone, subject: sample.subject } };
  const { discretion } = sample;
  return {
    table: 'enquiries',
    values: {
      ...common,
      for_whom: sample.forWhom,
      phone_country: sample.phoneCountry,
      phone_e164: sample.phone,
      contact_method: sample.contactMethod,
      preferred_time: sample.preferredTime,
      programme: sample.programme,
      relationship: sample.relationship ?? null,
      person_knows: sample.personKnows ?? null,
      leave_message: discretion?.leaveMessage ?? null,
      name_centre: discretion?.nameCentre ?? null,
      safe_days: discretion?.safeDays.join(',') ?? null,
      safe_from: discretion?.safeFrom ?? null,
      safe_to: discretion?.safeTo ?? null,
      time_zone: discretion?.timeZone ?? null,
    },
  };
}

/** The history rows one demo event stands for: an attempt, a stage, a note, in that order. */
const eventRows = (event: DemoEvent) => [
  ...(event.attempt ? [{ type: 'attempt', channel: event.attempt.channel, outcome: event.attempt.outcome }] : []),
  ...(event.stage ? [{ type: 'stage', stage: event.stage, close_reason: event.closeReason ?? null }] : []),
  ...(event.note ? [{ type: 'note', note: event.note }] : []),
];

/**
 * Creates the demo account and the sample enquiries and messages (src/contracts/demo.ts) when
 * absent. The pipeline's clock and duplicate flags follow at start (prepareNewItems).
 */
export async function seedDemo(db: Database) {
  if (!(await findStaff(db, DEMO_ACCOUNT.email)))
    await addStaff(db, { ...DEMO_ACCOUNT }, SERVER_START).catch((error: unknown) => {
      // Another instance starting at once made it first.
      if (!(error instanceof Error && error.message.includes('exists already'))) throw error;
    });
  const demoStaff = await findStaff(db, DEMO_ACCOUNT.email);
  for (const sample of DEMO_SAMPLES) {
    const { table, values } = rowOf(sample, demoStaff ? String(demoStaff.id) : null);
    const columns = Object.keys(values);
    const [inserted] = await db.query<{ reference: string }>(
      `INSERT INTO ${table} (${columns.join(', ')})
       VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})
       ON CONFLICT (reference) DO NOTHING RETURNING reference`,
      Object.values(values),
    );
    if (!inserted) continue;
    for (const event of sample.events)
      for (const row of eventRows(event)) {
        const fields = {
          reference: inserted.reference,
          at: hoursAgo(event.hoursAgo),
          by_name: DEMO_ACCOUNT.name,
          ...row,
        };
        await db.query(
          `INSERT INTO inbox_events (${Object.keys(fields).join(', ')})
           VALUES (${Object.keys(fields)
             .map((_, index) => `$${index + 1}`)
             .join(', ')})`,
          Object.values(fields),
        );
      }
  }
}

/**
 * Outside demo mode: a demo account left by an earlier demo start is deleted (its password is
 * public), and with no account at all, how to create the first one. Answers the lines to log.
 */
export async function productionAccounts(db: Database): Promise<string[]> {
  const lines: string[] = [];
  const removed = await db.query(
    ...named(
      `WITH removed AS (DELETE FROM staff WHERE email = :email RETURNING email AS account),
       ${auditStep('audit', 'account-removed', 'removed', { about: 'account' })}
       SELECT account FROM removed`,
      { ...actorParams(SERVER_START), email: DEMO_ACCOUNT.email },
    ),
  );
  if (removed.length > 0) lines.push('Not in demo mode: the demo account from an earlier demo start was deleted.');
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM staff WHERE NOT disabled');
  if (Number(row?.count ?? 0) === 0)
    lines.push(
      "No staff account yet: create the first with: npm run staff -- add you@example.com --role admin --name 'Your Name'",
    );
  return lines;
}
