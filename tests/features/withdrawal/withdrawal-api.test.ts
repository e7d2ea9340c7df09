import { http, HttpResponse } from 'msw';
import {
  confirmWithdrawal,
  fetchHeld,
  groupWithdrawalCode,
  NothingFound,
  RateLimited,
} from '@/features/enquiry/api/withdrawal';
import { readReference, readTypedCode } from '#contracts/typed-reference';
import { server } from '@/mocks/node';
import { setMockScenario } from '@/mocks/scenario';

describe('reading what the family typed', () => {
  it.each([
    ['SW-4F7K2', 'SW-4F7K2'],
    ['sw-4f7k2', 'SW-4F7K2'],
    [' SW 4F7K2 ', 'SW-4F7K2'],
    ['SW4F7K2', 'SW-4F7K2'],
    ['sc–2b8hd', 'SC-2B8HD'],
    ['sw-٤f٧k٢', 'SW-4F7K2'],
    ['\u2066SW-4F7K2\u2069', 'SW-4F7K2'],
    // Crockford's look-alikes, misread from a printout.
    ['SW-4F7KO', 'SW-4F7K0'],
    ['SW-IL7K2', 'SW-117K2'],
  ])('reads the reference %j as %s', (typed, reference) => {
    expect(readReference(typed)).toBe(reference);
  });

  it.each(['', 'SW-4F7K', 'SW-4F7K22', 'XX-4F7K2', 'SW-4F7KU', '<b>SW-4F7K2</b>'])('refuses %j', (typed) => {
    expect(readReference(typed)).toBeNull();
  });

  it.each([
    ['ABCD-EFGH-JKMN-PQRS', 'ABCDEFGHJKMNPQRS'],
    ['abcd efgh jkmn pqrs', 'ABCDEFGHJKMNPQRS'],
    ['abcd-efgh-jk٢٣-٤٥٦٧', 'ABCDEFGHJK234567'],
    ['ABCD–EFGH—JKMN-PQRS', 'ABCDEFGHJKMNPQRS'],
  ])('reads the code %j as %s', (typed, code) => {
    expect(readTypedCode(typed)).toBe(code);
  });

  it.each(['', 'ABCD-EFGH-JKMN', 'ABCD-EFGH-JKMN-PQRS-T', 'ABCD-EFGH-JKMN-PQR0', 'ABCD-EFGH-JKMN-PQRI'])(
    'refuses the code %j',
    (typed) => {
      expect(readTypedCode(typed)).toBeNull();
    },
  );

  it('groups a code in fours for reading', () => {
    expect(groupWithdrawalCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});

describe('the withdrawal calls', () => {
  const demo = { reference: 'SW-DEM00', code: 'DEMWABCDEFGHJKMN' };

  it('answer what is held, then delete it for good', async () => {
    await expect(fetchHeld(demo)).resolves.toMatchObject({
      reference: 'SW-DEM00',
      kind: 'enquiry',
      state: 'beingHandled',
    });
    await expect(confirmWithdrawal(demo)).resolves.toBeUndefined();
    await expect(fetchHeld(demo)).rejects.toBeInstanceOf(NothingFound);
    await expect(confirmWithdrawal(demo)).rejects.toBeInstanceOf(NothingFound);
  });

  it('read 429 as RateLimited with the server’s time, or a wait that errs long', async () => {
    setMockScenario('rate-limited');
    const before = Date.now();
    const limited = await fetchHeld(demo).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(RateLimited);
    expect((limited as RateLimited).retryAt.getTime()).toBeGreaterThanOrEqual(before + 599_000);

    setMockScenario(null);
    server.use(http.post('*/api/withdrawal', () => HttpResponse.json({}, { status: 429 })));
    const guessed = await fetchHeld(demo).catch((error: unknown) => error);
    expect((guessed as RateLimited).retryAt.getTime()).toBeGreaterThanOrEqual(before + 599_000);
  });

  const answerWith = (change: object) => ({
    reference: 'SW-DEM00',
    kind: 'enquiry',
    receivedAt: '2026-11-20T09:30:00.000Z',
    language: 'en',
    state: 'received',
    fields: { name: 'Layla' },
    ...change,
  });

  it.each([
    ['a reference that is not one', { reference: '<x>' }],
    ['an unknown state', { state: 'archived' }],
    ['no date', { receivedAt: 'yesterday' }],
    ['no fields', { fields: 'Layla' }],
  ])('refuse an answer with %s as a plain failure', async (_, change) => {
    server.use(http.post('*/api/withdrawal', () => HttpResponse.json(answerWith(change))));
    const failure = await fetchHeld(demo).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(NothingFound);
  });

  it('leave out a field that is neither text nor a list of text', async () => {
    const fields = { name: 'Layla', safeDays: ['sun', 'mon'], email: null, odd: { nested: true }, mixed: ['a', 1] };
    server.use(http.post('*/api/withdrawal', () => HttpResponse.json(answerWith({ fields }))));
    await expect(fetchHeld(demo)).resolves.toMatchObject({
      fields: { name: 'Layla', safeDays: ['sun', 'mon'], email: null },
    });
    expect(Object.keys((await fetchHeld(demo)).fields)).toEqual(['name', 'safeDays', 'email']);
  });
});
