import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, requestPath } from '#contracts/api-paths';
import { centreDate } from '#contracts/centre-day';
import { CONSENT_VERSION, CONSENT_WORDING, consentText } from '#contracts/consent';
import type { DataRequest, RequestsAnswer } from '#contracts/data-requests';
import type { CopiedRecords } from '#contracts/family-copy';
import type { HeldAnswer, StoredAnswer } from '#contracts/withdrawal';
import { listAudit } from '../audit/audit-log';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { databaseKind } from './support/test-database';
import { contactMessage, enquiry, post } from './support/payloads';
import { useTestServer } from './support/test-server';

const ADMIN = { email: 'rania@example.com', password: 'a requests desk password', name: 'Rania Admin' };
const DESK = { email: 'yusuf@example.com', password: 'a requests desk password', name: 'Yusuf Admissions' };
const MANAGER = { email: 'mona@example.com', password: 'a requests desk password', name: 'Mona Manager' };

let lastAddress = 0;
/** Each family or stranger sends from its own address (behind TRUST_PROXY), so only the tested limit is met. */
const newAddress = () => {
  lastAddress += 1;
  return `10.30.${Math.floor(lastAddress / 256)}.${lastAddress % 256}`;
};

const daysAgo = (days: number) => centreDate(new Date(Date.now() - days * 86_400_000));
const otherCode = (code: string) => code.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));

describe(`the desk for a family's requests (${databaseKind} database)`, () => {
  const test = useTestServer({ trustProxy: true, rateLimit: { max: 10_000, windowSeconds: 600 } }, async (db) => {
    await addStaff(db, { ...ADMIN, role: 'admin' });
    await addStaff(db, { ...DESK, role: 'admissions' });
    await addStaff(db, { ...MANAGER, role: 'manager' });
  });
  const admin = () => new StaffClient(test.server.url);
  let rania: StaffClient;
  let yusuf: StaffClient;
  let mona: StaffClient;
  beforeAll(async () => {
    [rania, yusuf, mona] = [admin(), admin(), admin()];
    expect((await rania.signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
    expect((await yusuf.signIn(DESK.email, DESK.password)).status).toBe(200);
    expect((await mona.signIn(MANAGER.email, MANAGER.password)).status).toBe(200);
  });

  const ask = (body: unknown, from = newAddress()) =>
    post(`${test.server.url}${API_PATHS.familyRequest}`, test.server.url, body, { 'X-Forwarded-For': from });

  async function submit(body: Record<string, unknown> = {}): Promise<StoredAnswer> {
    const response = await post(`${test.server.url}${API_PATHS.enquiries}`, test.server.url, enquiry(body), {
      'X-Forwarded-For': newAddress(),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as StoredAnswer;
  }

  const list = async (client = rania) => {
    const response = await client.get(API_PATHS.requests);
    expect(response.status).toBe(200);
    return (await response.json()) as RequestsAnswer;
  };

  it('hands a family that asks for a copy with its reference and code a file in Arabic and English, and the JSON', async () => {
    const { reference, withdrawalCode } = await submit({ name: 'Samira Khoury', message: 'My sister needs help.' });
    const response = await ask({ reference, code: withdrawalCode, kind: 'copy' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { request, copy } = (await response.json()) as {
      request: Pick<DataRequest, 'kind' | 'receivedOn' | 'dueOn' | 'status'>;
      copy: { text: string; data: HeldAnswer };
    };
    expect(request).toMatchObject({ kind: 'copy', receivedOn: daysAgo(0), status: 'done' });
    expect(copy.data).toMatchObject({ reference, kind: 'enquiry', fields: { name: 'Samira Khoury' } });
    const isolated = (value: string) => `\u2068${value}\u2069`;
    for (const words of [`الاسم: ${isolated('Samira Khoury')}`, 'Name: Samira Khoury'])
      expect(copy.text).toContain(words);
    expect(copy.text).toContain(`الرسالة: ${isolated('My sister needs help.')}`);
    expect(copy.text).toContain(`الرقم المرجعي: ${isolated(reference)}`);
    expect(copy.text).toContain(`Reference: ${reference}`);

    const { requests, today } = await list();
    const listed = requests.find((one) => one.reference === reference);
    expect(today).toBe(daysAgo(0));
    expect(listed).toMatchObject({ kind: 'copy', channel: 'online', status: 'done', dueOn: daysAgo(-30) });
    const trail = await listAudit(test.database.db, { reference });
    expect(trail.map((entry) => entry.action)).toEqual(expect.arrayContaining(['request-made', 'copy-given']));
  });

  it('puts in the copy the consent given with the form, in the words agreed to, and the self-check sent with it', async () => {
    const answers = [2, 2, 1, 2, 1, 1, 2, 1, 0];
    const { reference, withdrawalCode } = await submit({
      language: 'ar',
      relationship: 'parent',
      selfCheck: { screener: 'phq9', answers },
    });
    const response = await ask({ reference, code: withdrawalCode, kind: 'copy' });
    expect(response.status).toBe(201);
    const { copy } = (await response.json()) as { copy: { text: string; data: HeldAnswer & CopiedRecords } };
    const wording = consentText(CONSENT_WORDING, 'ar');
    expect(copy.data.consent).toEqual({
      version: CONSENT_VERSION,
      language: 'ar',
      givenAt: expect.any(String),
      form: 'enquiry',
      by: 'parent',
      text: wording,
    });
    expect(copy.data.selfCheck).toEqual({ screener: 'phq9', answers, score: 12, maximum: 27, band: 'moderate' });
    expect(copy.text).toContain(`The wording you agreed to: ${wording}`);
    expect(copy.text).toContain('Total: 12 / 27\nLevel of signs: Moderate');
  });

  it('gives a contact message’s copy its consent and no self-check', async () => {
    const response = await post(`${test.server.url}${API_PATHS.contact}`, test.server.url, contactMessage(), {
      'X-Forwarded-For': newAddress(),
    });
    expect(response.status).toBe(201);
    const { reference, withdrawalCode } = (await response.json()) as StoredAnswer;
    const copied = await ask({ reference, code: withdrawalCode, kind: 'copy' });
    const { copy } = (await copied.json()) as { copy: { data: CopiedRecords } };
    expect(copy.data.consent).toMatchObject({ form: 'contact', by: 'self', version: CONSENT_VERSION });
    expect(copy.data.selfCheck).toBeNull();
  });

  it('refuses a wrong code as an unknown reference, and the right code still works after five wrong ones', async () => {
    const { reference, withdrawalCode } = await submit();
    const stranger = newAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await ask({ reference, code: otherCode(withdrawalCode), kind: 'copy' }, stranger);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { error: string }).error).toBe('withdrawal_not_found');
    }
    const unknown = await ask({ reference: 'SW-ZZZZZ', code: withdrawalCode, kind: 'copy' }, stranger);
    expect(unknown.status).toBe(404);
    expect(
      (await ask({ reference, code: withdrawalCode, kind: 'erasure', note: 'Please erase the calls too.' })).status,
    ).toBe(201);
    expect((await ask({ reference, code: withdrawalCode, kind: 'copy' }, stranger)).status).toBe(201);
  });

  it('limits attempts per address as withdrawal does', async () => {
    const { reference, withdrawalCode } = await submit();
    const from = newAddress();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      answers.push((await ask({ reference, code: otherCode(withdrawalCode), kind: 'access' }, from)).status);
    }
    expect(answers.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(answers[20]).toBe(429);
    expect((await ask({ reference, code: withdrawalCode, kind: 'access' })).status).toBe(201);
  });

  it('lists open requests overdue first, with their due dates, and the closed ones after', async () => {
    const { reference } = await submit();
    const log = (kind: string, days: number) =>
      rania.request('POST', API_PATHS.requests, { reference, kind, channel: 'phone', receivedOn: daysAgo(days) });
    const late = await log('correction', 40);
    const soon = await log('objection', 3);
    const older = await log('erasure', 35);
    for (const response of [late, soon, older]) expect(response.status).toBe(201);
    const [lateOne, soonOne, olderOne] = (await Promise.all([late.json(), soon.json(), older.json()])) as DataRequest[];
    expect(lateOne).toMatchObject({ status: 'open', receivedOn: daysAgo(40), dueOn: daysAgo(10), channel: 'phone' });

    const { requests } = await list();
    const ids = requests.map((one) => one.id);
    const open = requests.filter((one) => one.status === 'open');
    expect(open.map((one) => one.dueOn)).toEqual([...open.map((one) => one.dueOn)].sort());
    expect(ids.indexOf(lateOne!.id)).toBeLessThan(ids.indexOf(olderOne!.id));
    expect(ids.indexOf(olderOne!.id)).toBeLessThan(ids.indexOf(soonOne!.id));
    expect(ids.indexOf(soonOne!.id)).toBeLessThan(ids.indexOf(requests.find((one) => one.status !== 'open')!.id));

    const closing = await yusuf.patch(requestPath(lateOne!.id), {
      outcome: 'done',
      note: 'Corrected the phone number.',
    });
    expect(closing.status).toBe(200);
    expect(await closing.json()).toMatchObject({
      status: 'done',
      closedOn: daysAgo(0),
      closingNote: 'Corrected the phone number.',
    });
    expect((await yusuf.patch(requestPath(lateOne!.id), { outcome: 'refused', note: 'Again.' })).status).toBe(409);
    expect((await yusuf.patch(requestPath('999999'), { outcome: 'done', note: 'None.' })).status).toBe(404);

    const actions = (await listAudit(test.database.db, { reference })).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'request-logged')).toHaveLength(3);
    expect(actions).toContain('request-closed');
    const listed = await listAudit(test.database.db, { staff: ADMIN.email });
    expect(listed.map((entry) => entry.action)).toContain('requests-listed');
  });

  it('refuses a logged request for a reference nothing had, or received in the future', async () => {
    const one = { reference: 'SW-ZZZZZ', kind: 'access', channel: 'email', receivedOn: daysAgo(1) };
    expect((await rania.request('POST', API_PATHS.requests, one)).status).toBe(404);
    const { reference } = await submit();
    expect(
      (await rania.request('POST', API_PATHS.requests, { ...one, reference, receivedOn: daysAgo(-2) })).status,
    ).toBe(400);
    expect((await rania.request('POST', API_PATHS.requests, { ...one, reference, channel: 'online' })).status).toBe(
      400,
    );
  });

  it('lets the admissions team and admins work the desk, not managers or anyone signed out', async () => {
    expect((await yusuf.get(API_PATHS.requests)).status).toBe(200);
    expect((await mona.get(API_PATHS.requests)).status).toBe(403);
    expect((await mona.patch(requestPath('1'), { outcome: 'done', note: 'No.' })).status).toBe(403);
    expect((await new StaffClient(test.server.url).get(API_PATHS.requests)).status).toBe(401);
  });

  it('keeps only the reference, kind and days of a request once the family withdraws the enquiry', async () => {
    const { reference, withdrawalCode } = await submit();
    expect(
      (await ask({ reference, code: withdrawalCode, kind: 'objection', note: 'Samira asks: no marketing.' })).status,
    ).toBe(201);
    const confirm = await post(
      `${test.server.url}${API_PATHS.withdrawalConfirm}`,
      test.server.url,
      {
        reference,
        code: withdrawalCode,
      },
      { 'X-Forwarded-For': newAddress() },
    );
    expect(confirm.status).toBe(204);
    const rows = await test.database.db.query<Record<string, unknown>>(
      'SELECT reference, kind, note, closing_note, received_on FROM data_requests WHERE reference = $1',
      [reference],
    );
    expect(rows).toEqual([expect.objectContaining({ reference, kind: 'objection', note: null, closing_note: null })]);
    const { requests } = await list();
    expect(JSON.stringify(requests)).not.toContain('Samira asks');
  });
});
