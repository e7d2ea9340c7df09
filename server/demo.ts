import { actorParams, auditStep, SERVER_START } from './audit/audit-log';
import { addStaff, findStaff } from './auth/staff';
import { DEMO_ACCOUNT, DEMO_SAMPLES, type DemoSample } from '#contracts/demo';
import type { Database } from './db/database';

export { DEMO_ACCOUNT };

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A demo sample as the row its form would have stored. */
function rowOf(sample: DemoSample): { table: string; values: Record<string, string | boolean | null> } {
  const common = {
    reference: sample.reference,
    language: sample.language,
    name: sample.name,
    email: sample.email,
    message: sample.message,
    honeypot: sample.honeypot,
    suspected_spam: sample.honeypot !== '',
  };
  return sample.kind === 'enquiry'
    ? {
        table: 'enquiries',
        values: {
          ...common,
          for_whom: sample.forWhom,
          phone_country: sample.phoneCountry,
          phone_e164: sample.phone,
          contact_method: sample.contactMethod,
          preferred_time: sample.preferredTime,
          programme: sample.programme,
        },
      }
    : { table: 'contact_messages', values: { ...common, phone: sample.phone, subject: sample.subject } };
}

/** Creates the demo account and the sample enquiries and messages (src/contracts/demo.ts) when absent. */
export async function seedDemo(db: Database) {
  if (!(await findStaff(db, DEMO_ACCOUNT.email)))
    await addStaff(db, { ...DEMO_ACCOUNT }, SERVER_START).catch((error: unknown) => {
      // Another instance starting at once made it first.
      if (!(error instanceof Error && error.message.includes('exists already'))) throw error;
    });
  for (const sample of DEMO_SAMPLES) {
    const { table, values } = rowOf(sample);
    const columns = Object.keys(values);
    const params: unknown[] = [
      ...Object.values(values),
      hoursAgo(sample.hoursAgo),
      sample.status,
      sample.events.length + 1,
    ];
    const [inserted] = await db.query<{ reference: string }>(
      `INSERT INTO ${table} (${columns.join(', ')}, created_at, status, version)
       VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}, $${columns.length + 1}, $${columns.length + 2}, $${columns.length + 3})
       ON CONFLICT (reference) DO NOTHING RETURNING reference`,
      params,
    );
    if (!inserted) continue;
    for (const event of sample.events)
      await db.query('INSERT INTO inbox_events (reference, at, by_name, status, note) VALUES ($1, $2, $3, $4, $5)', [
        inserted.reference,
        hoursAgo(event.hoursAgo),
        DEMO_ACCOUNT.name,
        event.status ?? null,
        event.note ?? null,
      ]);
  }
}

/**
 * Outside demo mode: a demo account left by an earlier demo start is deleted (its password is
 * public), and with no account at all, how to create the first one. Answers the lines to log.
 */
export async function productionAccounts(db: Database): Promise<string[]> {
  const lines: string[] = [];
  const removed = await db.query(
    `WITH removed AS (DELETE FROM staff WHERE email = $4 RETURNING email AS account),
     ${auditStep('audit', 'account-removed', 'removed', 1, { about: 'account' })}
     SELECT account FROM removed`,
    [...actorParams(SERVER_START), DEMO_ACCOUNT.email],
  );
  if (removed.length > 0) lines.push('Not in demo mode: the demo account from an earlier demo start was deleted.');
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM staff WHERE NOT disabled');
  if (Number(row?.count ?? 0) === 0)
    lines.push(
      "No staff account yet: create the first with: npm run staff -- add you@example.com --role admin --name 'Your Name'",
    );
  return lines;
}
