import { describe, expect, it } from 'vitest';
import { VIEWER_GONE_SECONDS } from '#contracts/endpoints/inbox';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { enquiry, post, uaePhone } from './support/payloads';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'correct horse battery';

describe(`who else has an item open (${databaseKind} database)`, () => {
  const handle = useTestServer({}, async (db) => {
    await addStaff(db, { email: 'reem@example.com', name: 'Reem Admissions', role: 'admissions', password: PASSWORD });
    await addStaff(db, { email: 'badr@example.com', name: 'Badr Admissions', role: 'admissions', password: PASSWORD });
  });
  const signIn = async (email: string) => {
    const client = new StaffClient(handle.server.url);
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    return client;
  };
  const open = async (client: StaffClient, reference: string) => {
    const response = await client.request('POST', `/api/inbox/${reference}/viewers`);
    return { status: response.status, body: (await response.json()) as { viewers?: { name: string }[] } };
  };

  it('names the colleagues who have it open, not the reader, and forgets one who stopped asking', async () => {
    const sent = await post(
      `${handle.server.url}/api/enquiries`,
      handle.server.url,
      enquiry({ phone: uaePhone('501000021'), name: 'Viewed Case', email: 'viewed@example.com' }),
    );
    const { reference } = (await sent.json()) as { reference: string };
    const reem = await signIn('reem@example.com');
    const badr = await signIn('badr@example.com');

    expect(await open(reem, reference)).toEqual({ status: 200, body: { viewers: [] } });
    expect((await open(badr, reference)).body.viewers).toEqual([expect.objectContaining({ name: 'Reem Admissions' })]);
    expect((await open(reem, reference)).body.viewers).toEqual([expect.objectContaining({ name: 'Badr Admissions' })]);

    // Badr's page last said so longer ago than that: he has left it.
    await handle.database.db.query(
      `UPDATE item_viewers SET seen_at = now() - make_interval(secs => $1) WHERE staff_id <> (SELECT id FROM staff WHERE email = 'reem@example.com')`,
      [VIEWER_GONE_SECONDS + 1],
    );
    expect((await open(reem, reference)).body.viewers).toEqual([]);
  });

  it('answers 404 for an item that is not there, and nothing to a visitor', async () => {
    const reem = await signIn('reem@example.com');
    expect((await open(reem, 'SW-ZZZZZ')).status).toBe(404);
    const visitor = await fetch(`${handle.server.url}/api/inbox/SW-ZZZZZ/viewers`, {
      method: 'POST',
      headers: { Origin: handle.server.url },
    });
    expect(visitor.status).toBe(401);
  });
});
