import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config/config';
import { addStaff, findStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { bodyOf, startFakeSmtp } from './support/fake-smtp';
import { enquiry, post } from './support/payloads';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'correct horse battery';
const FAMILY_NAME = 'Khalid Privatename';

describe(`assigning an item tells the colleague (${databaseKind} database)`, () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  const sending: Partial<ServerConfig> = { rateLimit: { max: 10_000, windowSeconds: 600 } };
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    sending.smtp = { url: smtp.url, from: 'team@example.com', to: 'admissions@example.com' };
  });
  afterAll(() => smtp.close());
  const handle = useTestServer(sending, async (db) => {
    await addStaff(db, {
      email: 'alice@example.com',
      name: 'Alice Admissions',
      role: 'admissions',
      password: PASSWORD,
    });
    await addStaff(db, { email: 'badr@example.com', name: 'Badr', role: 'admissions', password: PASSWORD });
    await db.query(`UPDATE staff SET language = 'ar' WHERE email = 'badr@example.com'`);
  });

  const idOf = async (email: string) => (await findStaff(handle.database.db, email))?.id ?? '';
  /** The messages to `to`, as their readers see them. */
  const mailTo = (to: string) =>
    smtp.messages.filter((raw) => new RegExp(`^To: ${to.replace('.', '\\.')}$`, 'im').test(raw)).map(bodyOf);

  it('emails the new owner, in their language, the reference and its address; nothing the family wrote', async () => {
    const sent = await post(
      `${handle.server.url}/api/enquiries`,
      handle.server.url,
      enquiry({ name: FAMILY_NAME, message: `Private words of ${FAMILY_NAME}` }),
    );
    const { reference } = (await sent.json()) as { reference: string };
    const alice = new StaffClient(handle.server.url);
    expect((await alice.signIn('alice@example.com', PASSWORD)).status).toBe(200);

    const giveTo = async (email: string) => {
      const { item } = (await (await alice.get(`/api/inbox/${reference}`)).json()) as { item: { version: number } };
      const answer = await alice.patch(`/api/inbox/${reference}`, {
        version: item.version,
        ownerId: await idOf(email),
      });
      expect(answer.status).toBe(200);
    };
    // Taking it for herself tells no one.
    await giveTo('alice@example.com');
    await giveTo('badr@example.com');
    // Sent after the answer: wait for it (a ceiling, not a budget).
    await expect.poll(() => mailTo('badr@example.com').length, { timeout: 60_000 }).toBe(1);
    const [text] = mailTo('badr@example.com');
    expect(text).toContain(`أسند إليك Alice Admissions الاستفسار ${reference}`);
    expect(text).toContain(`https://sakinawellness.com/protected/inbox/${reference}`);
    expect(text).not.toContain('Khalid');
    expect(text).not.toContain('Private words');
    expect(mailTo('alice@example.com')).toEqual([]);
  });
});
