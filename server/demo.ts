import { addStaff, findStaff } from './auth/staff';
import type { Database } from './db/database';

/** The demo account (the same as the mock server's); it exists only in demo mode. */
export const DEMO_ACCOUNT = { email: 'demo@sakinawellness.com', password: 'Sakina-demo-2026', name: 'Demo Staff' };

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

interface Sample {
  table: 'enquiries' | 'contact_messages';
  values: Record<string, string | boolean | null>;
  hours: number;
  status: 'new' | 'contacted' | 'closed' | 'spam';
  events: { status?: string; note?: string; hours: number }[];
}

// Fixed references, so a restart adds nothing twice.
const SAMPLES: Sample[] = [
  {
    table: 'enquiries',
    hours: 1,
    status: 'new',
    events: [],
    values: {
      reference: 'SW-4F7K2',
      language: 'ar',
      for_whom: 'someone-else',
      name: 'مريم العتيبي',
      phone_country: 'AE',
      phone_e164: '+971501234567',
      email: null,
      contact_method: 'whatsapp',
      preferred_time: 'evening',
      programme: 'anxietyDepression',
      message: 'أختي تمر بمرحلة صعبة منذ أشهر، ونود أن نعرف كيف تبدأ الإقامة.',
    },
  },
  {
    table: 'enquiries',
    hours: 5,
    status: 'new',
    events: [],
    values: {
      reference: 'SW-9QX3M',
      language: 'en',
      for_whom: 'self',
      name: 'James Carter',
      phone_country: 'US',
      phone_e164: '+14155550123',
      email: 'james@example.com',
      contact_method: 'phone',
      preferred_time: 'morning',
      programme: 'addiction',
      message: 'I would like to know about the length of the residential programme.',
    },
  },
  {
    table: 'contact_messages',
    hours: 26,
    status: 'contacted',
    events: [{ status: 'contacted', note: 'Replied with the visiting schedule.', hours: 20 }],
    values: {
      reference: 'SC-2H8VN',
      language: 'en',
      name: 'Huda Mansour',
      email: 'huda.mansour@example.com',
      phone: null,
      subject: 'Visiting hours',
      message: 'Can families visit at weekends?',
    },
  },
  {
    table: 'enquiries',
    hours: 72,
    status: 'closed',
    events: [
      { status: 'contacted', hours: 60 },
      { note: 'اختار الزوجان موعدًا في الشهر القادم.', hours: 48 },
      { status: 'closed', hours: 48 },
    ],
    values: {
      reference: 'SW-7TD4P',
      language: 'ar',
      for_whom: 'someone-else',
      name: 'عبدالله الشمري',
      phone_country: 'SA',
      phone_e164: '+966501234567',
      email: null,
      contact_method: 'phone',
      preferred_time: 'afternoon',
      programme: 'marriageCounselling',
      message: 'نرغب في جلسات إرشاد زوجي لي ولزوجتي.',
    },
  },
];

/** Creates the demo account and the sample enquiries and messages when absent. */
export async function seedDemo(db: Database) {
  if (!(await findStaff(db, DEMO_ACCOUNT.email)))
    await addStaff(db, { ...DEMO_ACCOUNT, role: 'admissions' }).catch((error: unknown) => {
      // Another instance starting at once made it first.
      if (!(error instanceof Error && error.message.includes('exists already'))) throw error;
    });
  for (const sample of SAMPLES) {
    const columns = Object.keys(sample.values);
    const params: unknown[] = [
      ...Object.values(sample.values),
      hoursAgo(sample.hours),
      sample.status,
      sample.events.length + 1,
    ];
    const [inserted] = await db.query<{ reference: string }>(
      `INSERT INTO ${sample.table} (${columns.join(', ')}, created_at, status, version)
       VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}, $${columns.length + 1}, $${columns.length + 2}, $${columns.length + 3})
       ON CONFLICT (reference) DO NOTHING RETURNING reference`,
      params,
    );
    if (!inserted) continue;
    for (const event of sample.events)
      await db.query('INSERT INTO inbox_events (reference, at, by_name, status, note) VALUES ($1, $2, $3, $4, $5)', [
        inserted.reference,
        hoursAgo(event.hours),
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
  const removed = await db.query('DELETE FROM staff WHERE email = $1 RETURNING id', [DEMO_ACCOUNT.email]);
  if (removed.length > 0) lines.push('Not in demo mode: the demo account from an earlier demo start was deleted.');
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM staff WHERE NOT disabled');
  if (Number(row?.count ?? 0) === 0)
    lines.push(
      "No staff account yet: create the first with: npm run staff -- add you@example.com --role admin --name 'Your Name'",
    );
  return lines;
}
