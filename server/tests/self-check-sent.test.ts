import { describe, expect, it } from 'vitest';
import { API_PATHS, inboxItemPath } from '#contracts/api-paths';
import type { InboxItem } from '#contracts/inbox';
import type { StoredAnswer } from '#contracts/withdrawal';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { enquiry, post, uaePhone } from './support/payloads';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'a self-check test password';
/** PHQ-9 answered 2 to the first seven questions, 1 to the eighth and 1 to the ninth (self-harm): 16 of 27. */
const PHQ9 = { screener: 'phq9', answers: [2, 2, 2, 2, 2, 2, 2, 1, 1] };

describe(`a self-check sent with an enquiry (${databaseKind} database)`, () => {
  const handle = useTestServer({ trustProxy: true, rateLimit: { max: 10_000, windowSeconds: 600 } }, (db) =>
    addStaff(db, { email: 'nadia@example.com', name: 'Nadia', role: 'admissions', password: PASSWORD }),
  );
  let sent = 0;
  const send = (body: Record<string, unknown>) => {
    sent += 1;
    const url = `${handle.server.url}${API_PATHS.enquiries}`;
    const headers = { 'X-Forwarded-For': `10.55.0.${sent}` };
    return post(
      url,
      handle.server.url,
      enquiry({ phone: uaePhone(`5090000${String(sent).padStart(2, '0')}`), ...body }),
      headers,
    );
  };
  const itemOf = async (reference: string) => {
    const nadia = new StaffClient(handle.server.url);
    expect((await nadia.signIn('nadia@example.com', PASSWORD)).status).toBe(200);
    return ((await (await nadia.get(inboxItemPath(reference))).json()) as { item: InboxItem }).item;
  };

  it('shows the staff its score and band, worked out again, and that the self-harm question was answered', async () => {
    const answer = await send({ selfCheck: PHQ9 });
    expect(answer.status).toBe(201);
    const { reference } = (await answer.json()) as StoredAnswer;
    expect((await itemOf(reference)).selfCheck).toEqual({
      screener: 'phq9',
      score: 16,
      maximum: 27,
      band: 'moderatelySevere',
      crisis: true,
    });
  });

  it('keeps none when none was sent, and refuses answers that are not a whole questionnaire', async () => {
    const plain = await send({});
    expect((await itemOf(((await plain.json()) as StoredAnswer).reference)).selfCheck).toBeNull();
    for (const selfCheck of [
      { screener: 'phq9', answers: [1, 1, 1] },
      { screener: 'scoff', answers: [0, 1, 2, 0, 0] },
      { screener: 'audit', answers: [0] },
      { ...PHQ9, score: 3 },
    ]) {
      const refused = await send({ selfCheck });
      expect(refused.status, JSON.stringify(selfCheck)).toBe(400);
    }
  });

  it('reads a stored value as untrusted: one that is not a whole questionnaire shows as none', async () => {
    const answer = await send({ selfCheck: { screener: 'gad7', answers: [0, 0, 1, 0, 0, 0, 0] } });
    const { reference } = (await answer.json()) as StoredAnswer;
    expect((await itemOf(reference)).selfCheck).toMatchObject({ screener: 'gad7', score: 1, band: 'minimal' });
    await handle.database.db.query(
      `UPDATE enquiries SET self_check = '{"screener": "gad7", "answers": [9]}'::jsonb WHERE reference = $1`,
      [reference],
    );
    expect((await itemOf(reference)).selfCheck).toBeNull();
  });
});
