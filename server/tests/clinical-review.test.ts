import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, inboxItemPath } from '#contracts/api-paths';
import type { ClinicalCase, ClinicalQueue } from '#contracts/clinical';
import { fillPath } from '#contracts/endpoints/endpoint';
import type { InboxItem } from '#contracts/inbox';
import type { StoredAnswer } from '#contracts/withdrawal';
import { listAudit } from '../audit/audit-log';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { databaseKind } from './support/test-database';
import { enquiry, post } from './support/payloads';
import { useTestServer } from './support/test-server';

const PASSWORD = 'a clinical review password';
const REVIEWER = { email: 'hana@example.com', name: 'Dr Hana Youssef', password: PASSWORD };
const DESK = { email: 'yusuf@example.com', name: 'Yusuf Admissions', password: PASSWORD };

const casePath = (reference: string) => fillPath(API_PATHS.clinicalCase, { reference });
const decisionPath = (reference: string) => fillPath(API_PATHS.clinicalDecision, { reference });

describe(`the clinical review (${databaseKind} database)`, () => {
  const test = useTestServer({ trustProxy: true, rateLimit: { max: 10_000, windowSeconds: 600 } }, async (db) => {
    await addStaff(db, { ...REVIEWER, role: 'clinical' });
    await addStaff(db, { ...DESK, role: 'admissions' });
  });
  let hana: StaffClient;
  let yusuf: StaffClient;
  beforeAll(async () => {
    [hana, yusuf] = [new StaffClient(test.server.url), new StaffClient(test.server.url)];
    expect((await hana.signIn(REVIEWER.email, REVIEWER.password)).status).toBe(200);
    expect((await yusuf.signIn(DESK.email, DESK.password)).status).toBe(200);
  });

  let lastAddress = 0;
  /** When every booked assessment here is: a week on, on the minute as the staff form sends it. */
  const ASSESSMENT_AT = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 7 * 86_400_000).toISOString();
  /** An enquiry the admissions team has booked an assessment for. */
  async function booked(body: Record<string, unknown> = {}) {
    lastAddress += 1;
    const sent = await post(`${test.server.url}${API_PATHS.enquiries}`, test.server.url, enquiry(body), {
      'X-Forwarded-For': `10.40.0.${lastAddress}`,
    });
    expect(sent.status).toBe(201);
    const { reference } = (await sent.json()) as StoredAnswer;
    const { item } = (await (await yusuf.get(inboxItemPath(reference))).json()) as { item: InboxItem };
    const moved = await yusuf.patch(inboxItemPath(reference), {
      version: item.version,
      stage: 'assessmentBooked',
      assessmentAt: ASSESSMENT_AT,
    });
    expect(moved.status).toBe(200);
    return reference;
  }

  it('shows a reviewer the waiting enquiries with the clinical fields and the family’s words, never who they are', async () => {
    const reference = await booked({
      name: 'Samira Khoury',
      email: 'samira@example.com',
      relationship: 'sibling',
      message: 'My brother drinks every night.',
    });
    const response = await hana.get(API_PATHS.clinical);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const secret of ['Samira', 'samira@example.com', '501234567']) expect(text).not.toContain(secret);
    const { items } = JSON.parse(text) as ClinicalQueue;
    expect(items.find((one) => one.reference === reference)).toEqual({
      reference,
      receivedAt: expect.any(String),
      assessmentAt: ASSESSMENT_AT,
      language: 'en',
      stage: 'assessmentBooked',
      programme: 'addiction',
      forWhom: 'someone-else',
      relationship: 'sibling',
      personKnows: null,
      message: 'My brother drinks every night.',
      decision: null,
    } satisfies ClinicalCase);

    const one = await hana.get(casePath(reference));
    expect(one.status).toBe(200);
    expect(await one.text()).not.toContain('Samira');
    const trail = await listAudit(test.database.db, { staff: REVIEWER.email });
    expect(trail.map((entry) => entry.action)).toEqual(expect.arrayContaining(['clinical-listed', 'clinical-opened']));
  });

  it('records a referral with its alternatives and reason, in the history the admissions team reads, and the trail without its words', async () => {
    const reference = await booked();
    const refused = await hana.request('POST', decisionPath(reference), {
      decision: 'referElsewhere',
      reason: 'Needs detox first.',
    });
    expect(refused.status).toBe(400);

    const body = { decision: 'referElsewhere', alternatives: 'A hospital detox unit.', reason: 'Needs detox first.' };
    const decided = await hana.request('POST', decisionPath(reference), body);
    expect(decided.status).toBe(201);
    const { item } = (await decided.json()) as { item: ClinicalCase };
    expect(item.decision).toMatchObject({ ...body, by: REVIEWER.name });

    const { items } = (await (await hana.get(API_PATHS.clinical)).json()) as ClinicalQueue;
    expect(items.map((one) => one.reference)).not.toContain(reference);

    const seen = (await (await yusuf.get(inboxItemPath(reference))).json()) as { item: InboxItem };
    expect(seen.item.history.at(-1)).toMatchObject({ type: 'clinical', ...body, by: REVIEWER.name });

    const entries = await test.database.db.query<{ staff_email: string; detail: unknown }>(
      `SELECT * FROM audit_events WHERE reference = $1 AND action = 'clinical-decided'`,
      [reference],
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staff_email: REVIEWER.email, detail: { decision: 'referElsewhere' } });
    expect(JSON.stringify(entries)).not.toMatch(/detox/i);
  });

  it('answers 404 for a contact message or an unknown reference', async () => {
    expect((await hana.get(casePath('SC-2B8HD'))).status).toBe(404);
    const decided = await hana.request('POST', decisionPath('SW-AAAAA'), {
      decision: 'accept',
      reason: 'Fits the programme.',
    });
    expect(decided.status).toBe(404);
  });

  it.each([
    ['the inbox list', 'GET', API_PATHS.inbox],
    ['an inbox item', 'GET', inboxItemPath('SW-AAAAA')],
    ['the exports', 'GET', `${API_PATHS.enquiriesExport}?from=2026-01-01&to=2026-01-31`],
    ['the accounts', 'GET', API_PATHS.accounts],
    ['the audit trail', 'GET', API_PATHS.audit],
    ['the reports', 'GET', `${API_PATHS.reports}?from=2026-01-01&to=2026-01-31`],
  ])('refuses a reviewer %s (403)', async (_, method, path) => {
    expect((await hana.request(method, path)).status).toBe(403);
  });

  it('refuses the admissions team the clinical decision (403)', async () => {
    expect((await yusuf.get(API_PATHS.clinical)).status).toBe(403);
    expect((await yusuf.request('POST', decisionPath('SW-AAAAA'), { decision: 'accept', reason: 'x' })).status).toBe(
      403,
    );
  });
});
