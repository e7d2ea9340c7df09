import { actorParams, auditStep, SERVER_START } from '../audit/audit-log';
import { named } from '../db/sql';
import { addStaff, findStaff, tryChangeAccount } from '../auth/staff';
import { DEMO_ACCOUNT } from '#contracts/demo';
import type { InboxEvent } from '#contracts/inbox';
import { demoColumns, interpretDemo, type DemoItem } from '#contracts/rules/demo-inbox';
import { recordCurrentWording } from '../consent/consent-store';
import type { Database } from '../db/database';

export { DEMO_ACCOUNT };

/** A demo item as the row its form would have stored, then as the pipeline left it. */
function rowOf({ sample, item }: DemoItem, demoStaffId: string | null) {
  const { table, values } = demoColumns(sample);
  return {
    table,
    values: {
      ...values,
      suspected_spam: sample.honeypot !== '',
      created_at: item.receivedAt,
      stage: item.stage,
      close_reason: item.closeReason,
      assessment_at: item.assessmentAt,
      owner_id: sample.mine ? demoStaffId : null,
      first_response_at: item.firstResponseAt,
      failed_attempts: item.failedAttempts,
      version: item.version,
    },
  };
}

/** The history row of one demo event, by the columns of `inbox_events`. */
const eventRow = (event: InboxEvent) => ({
  at: event.at,
  by_name: event.by,
  type: event.type,
  ...(event.type === 'attempt' && { channel: event.channel, outcome: event.outcome }),
  ...(event.type === 'stage' && {
    stage: event.stage,
    close_reason: event.closeReason,
    assessment_at: event.assessmentAt,
  }),
  ...(event.type === 'note' && { note: event.text }),
});

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
  // An earlier version made it an admin: its published password must not reach exports, invitations or the trail.
  await tryChangeAccount(
    db,
    DEMO_ACCOUNT.email,
    {
      set: 'role = :role::text',
      values: { role: DEMO_ACCOUNT.role },
      when: 'before.role <> :role::text',
      action: 'role-changed',
      detail: `jsonb_build_object('from', old_role, 'to', role)`,
    },
    SERVER_START,
  );
  const demoStaff = await findStaff(db, DEMO_ACCOUNT.email);
  for (const demo of interpretDemo(Date.now())) {
    const { table, values } = rowOf(demo, demoStaff ? String(demoStaff.id) : null);
    const columns = Object.keys(values);
    const [inserted] = await db.query<{ reference: string }>(
      `INSERT INTO ${table} (${columns.join(', ')})
       VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})
       ON CONFLICT (reference) DO NOTHING RETURNING reference`,
      Object.values(values),
    );
    if (!inserted) continue;
    const { consent } = demo.item;
    if (consent) {
      await recordCurrentWording(db);
      await db.query(
        'INSERT INTO consents (reference, form, version, language, given_by, given_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [inserted.reference, consent.form, consent.version, consent.language, consent.by, consent.givenAt],
      );
    }
    // The arrival is the row itself; what the demo account did follows it.
    for (const event of demo.item.history.slice(1)) {
      const fields = { reference: inserted.reference, ...eventRow(event) };
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
