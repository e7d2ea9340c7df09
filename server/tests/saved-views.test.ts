import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#contracts/api-paths';
import { MAX_SAVED_VIEWS, type SavedView, type SavedViewsAnswer } from '#contracts/saved-views';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'correct horse battery';
const MY_DAY: SavedView = { name: 'My day', stage: null, owner: 'mine', due: 'today', isDefault: true };
const UNASSIGNED_NEW: SavedView = {
  name: 'جديدة بلا مكلَّف',
  stage: 'new',
  owner: 'unassigned',
  due: null,
  isDefault: false,
};

describe(`saved views of the inbox (${databaseKind} database)`, () => {
  const handle = useTestServer({}, async (db) => {
    await addStaff(db, { email: 'reem@example.com', name: 'Reem Admissions', role: 'admissions', password: PASSWORD });
    await addStaff(db, { email: 'badr@example.com', name: 'Badr Admissions', role: 'admissions', password: PASSWORD });
    await addStaff(db, { email: 'mona@example.com', name: 'Mona Manager', role: 'manager', password: PASSWORD });
  });
  const signIn = async (email: string) => {
    const client = new StaffClient(handle.server.url);
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    return client;
  };
  const viewsOf = async (client: StaffClient) => {
    const response = await client.get(API_PATHS.inboxViews);
    expect(response.status).toBe(200);
    return ((await response.json()) as SavedViewsAnswer).views;
  };
  const save = (client: StaffClient, views: unknown[]) => client.request('PUT', API_PATHS.inboxViews, { views });

  it('keeps each member’s own views, in their order, names trimmed', async () => {
    const [reem, badr] = [await signIn('reem@example.com'), await signIn('badr@example.com')];
    expect(await viewsOf(reem)).toEqual([]);
    const saved = await save(reem, [{ ...UNASSIGNED_NEW, name: `  ${UNASSIGNED_NEW.name} ` }, MY_DAY]);
    expect(saved.status).toBe(200);
    expect(await viewsOf(reem)).toEqual([UNASSIGNED_NEW, MY_DAY]);
    // Badr sees none of Reem's, and his own replace nothing of hers.
    expect(await viewsOf(badr)).toEqual([]);
    expect((await save(badr, [{ ...MY_DAY, isDefault: false }])).status).toBe(200);
    expect(await viewsOf(reem)).toEqual([UNASSIGNED_NEW, MY_DAY]);
    // A save replaces them all: removing one is saving the rest.
    expect((await save(reem, [MY_DAY])).status).toBe(200);
    expect(await viewsOf(reem)).toEqual([MY_DAY]);
  });

  it('refuses two of one name, two defaults, too many, search words and unknown filters, keeping what was saved', async () => {
    const reem = await signIn('reem@example.com');
    expect((await save(reem, [MY_DAY])).status).toBe(200);
    const refused = [
      [MY_DAY, { ...UNASSIGNED_NEW, name: ' MY DAY' }],
      [MY_DAY, { ...UNASSIGNED_NEW, isDefault: true }],
      Array.from({ length: MAX_SAVED_VIEWS + 1 }, (_, index) => ({
        ...MY_DAY,
        name: `View ${index}`,
        isDefault: false,
      })),
      [{ ...MY_DAY, q: 'Layla Haddad' }],
      [{ ...MY_DAY, stage: 'archived' }],
      [{ ...MY_DAY, name: '   ' }],
      [{ ...MY_DAY, name: '\u200b' }],
      [{ ...MY_DAY, name: 'x'.repeat(41) }],
      [{ ...MY_DAY, name: 'Tab\there' }],
    ];
    for (const views of refused) {
      const response = await save(reem, views);
      expect(response.status, JSON.stringify(views).slice(0, 80)).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_body' });
    }
    expect(await viewsOf(reem)).toEqual([MY_DAY]);
  });

  it('reads stored views as untrusted: one that cannot be read is left out', async () => {
    const badr = await signIn('badr@example.com');
    await handle.database.db.query(
      `UPDATE staff_views SET views = $1::jsonb WHERE staff_id = (SELECT id FROM staff WHERE email = 'badr@example.com')`,
      [JSON.stringify([{ ...MY_DAY, stage: 'nonsense' }, UNASSIGNED_NEW, 'not a view'])],
    );
    expect(await viewsOf(badr)).toEqual([UNASSIGNED_NEW]);
    await handle.database.db.query(
      `UPDATE staff_views SET views = '{"not": "a list"}'::jsonb WHERE staff_id = (SELECT id FROM staff WHERE email = 'badr@example.com')`,
    );
    expect(await viewsOf(badr)).toEqual([]);
  });

  it('is for the roles that work the inbox: 401 signed out, 403 for a manager', async () => {
    expect((await new StaffClient(handle.server.url).get(API_PATHS.inboxViews)).status).toBe(401);
    const mona = await signIn('mona@example.com');
    expect((await mona.get(API_PATHS.inboxViews)).status).toBe(403);
    expect((await save(mona, [MY_DAY])).status).toBe(403);
  });
});
