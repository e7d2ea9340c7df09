import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, breachPath } from '#contracts/api-paths';
import type { Breach } from '#contracts/breaches';
import { addStaff } from '../auth/staff';
import type { Database } from '../db/database';
import { StaffClient } from '../harness/staff-client';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'a breach register password';
const ROLES = ['admin', 'admissions', 'manager'] as const;
const FOUND = '2026-11-20T09:15:00+04:00';
const HOUR = 3_600_000;

const incident = {
  description: 'A printed list of enquiries was left in the lobby for an hour.',
  foundAt: FOUND,
  references: ['sw-4f7k2', 'SC-2B8HD', 'SW-4F7K2'],
  data: ['contactDetails', 'names'],
};

/** The trail's breach entries, oldest first, with their detail read as an object. */
async function breachTrail(db: Database) {
  const rows = await db.query<{ staff_email: string; action: string; detail: unknown }>(
    `SELECT staff_email, action, detail FROM audit_events WHERE action LIKE 'breach-%' ORDER BY id`,
  );
  return rows.map((row) => ({
    ...row,
    detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>,
  }));
}

describe(`the breach register (${databaseKind} database)`, () => {
  const test = useTestServer({}, async (db) => {
    for (const role of ROLES)
      await addStaff(db, { email: `${role}@example.com`, name: `The ${role}`, role, password: PASSWORD });
  });
  const clients = {} as Record<(typeof ROLES)[number], StaffClient>;
  beforeAll(async () => {
    for (const role of ROLES) {
      clients[role] = new StaffClient(test.server.url);
      expect((await clients[role].signIn(`${role}@example.com`, PASSWORD)).status).toBe(200);
    }
  });

  const create = async (body: object) => {
    const response = await clients.admin.request('POST', API_PATHS.breaches, body);
    return { status: response.status, body: (await response.json()) as { breach: Breach; error?: string } };
  };

  it('records an incident with its 72-hour clock from when it was found, and audits it with references only', async () => {
    const { status, body } = await create(incident);
    expect(status).toBe(201);
    const { breach } = body;
    expect(breach).toMatchObject({
      description: incident.description,
      references: ['SW-4F7K2', 'SC-2B8HD'],
      data: ['names', 'contactDetails'],
      status: 'open',
      regulatorNotifiedAt: null,
      tellFamilies: null,
      version: 1,
    });
    expect(Date.parse(breach.regulatorDueAt) - Date.parse(breach.foundAt)).toBe(72 * HOUR);
    expect(breach.regulatorDueAt).toBe('2026-11-23T05:15:00.000Z');

    const trail = await breachTrail(test.database.db);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      staff_email: 'admin@example.com',
      action: 'breach-recorded',
      detail: { breach: breach.id, references: 'SW-4F7K2 SC-2B8HD', data: 'names contactDetails', status: 'open' },
    });
    expect(JSON.stringify(trail[0]?.detail)).not.toContain('lobby');
  });

  it('applies each change on the version it was read at, and audits what changed', async () => {
    const { body } = await create({ ...incident, description: 'A laptop was lost.' });
    const id = body.breach.id;
    const notified = '2026-11-21T10:00:00.000Z';
    const first = await clients.admin.patch(breachPath(id), {
      version: 1,
      status: 'contained',
      regulatorNotifiedAt: notified,
      references: ['SW-4F7K2'],
      description: 'A laptop was lost; its disk was encrypted.',
    });
    expect(first.status).toBe(200);
    const { breach } = (await first.json()) as { breach: Breach };
    expect(breach).toMatchObject({ status: 'contained', regulatorNotifiedAt: notified, version: 2 });

    const second = await clients.admin.patch(breachPath(id), {
      version: 2,
      tellFamilies: false,
      familiesReason: 'The disk was encrypted: no harm is likely.',
    });
    expect(second.status).toBe(200);
    expect(((await second.json()) as { breach: Breach }).breach).toMatchObject({ tellFamilies: false, version: 3 });

    // A change made on an older version is refused with the entry as it is now.
    const stale = await clients.admin.patch(breachPath(id), { version: 2, status: 'closed' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: 'conflict', breach: { version: 3, status: 'contained' } });

    const changes = (await breachTrail(test.database.db)).filter(
      (entry) => entry.action === 'breach-changed' && entry.detail.breach === id,
    );
    expect(changes.map((entry) => entry.detail)).toEqual([
      {
        breach: id,
        changed: 'description references status regulatorNotifiedAt',
        references: 'SW-4F7K2',
        status: 'contained',
        regulatorNotifiedAt: notified,
      },
      { breach: id, changed: 'tellFamilies familiesReason', tellFamilies: false },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/laptop|encrypted/);
  });

  it('lists the entries still owing the regulator first', async () => {
    const response = await clients.admin.get(API_PATHS.breaches);
    expect(response.status).toBe(200);
    const { breaches } = (await response.json()) as { breaches: Breach[] };
    expect(breaches.map((one) => one.regulatorNotifiedAt)).toEqual([null, '2026-11-21T10:00:00.000Z']);
  });

  it('refuses references that are not whole references, and dates that make no sense', async () => {
    for (const references of [['SW-4F7K'], ['SW-4F7KI'], ['XX-4F7K2'], ['SW-4F7K2', 'SW 4F7K2']]) {
      const { status, body } = await create({ ...incident, references });
      expect(status, references[0]).toBe(400);
      expect(body.error).toBe('invalid_body');
    }
    expect((await create({ ...incident, foundAt: '1999-12-31T00:00:00Z' })).status).toBe(400);
    expect((await create({ ...incident, foundAt: new Date(Date.now() + 24 * HOUR).toISOString() })).status).toBe(400);
    expect((await create({ ...incident, description: ' ' })).status).toBe(400);
    const unknown = await clients.admin.patch(breachPath('999999'), { version: 1, status: 'closed' });
    expect(unknown.status).toBe(404);
  });

  it.each(['admissions', 'manager'] as const)('refuses the %s role every route of the register', async (role) => {
    const client = clients[role];
    expect((await client.get(API_PATHS.breaches)).status).toBe(403);
    expect((await client.request('POST', API_PATHS.breaches, incident)).status).toBe(403);
    expect((await client.patch(breachPath('1'), { version: 1, status: 'closed' })).status).toBe(403);
    expect(await breachTrail(test.database.db)).not.toContainEqual(
      expect.objectContaining({ staff_email: `${role}@example.com` }),
    );
  });
});
