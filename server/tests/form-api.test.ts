import { describe, expect, it } from 'vitest';
import { contactMessage, discretion, enquiry, post } from './support/payloads';
import { countSubmissions, databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const REFERENCE = /^SW-[0-9A-HJKMNP-TV-Z]{5}$/;
/** The withdrawal code as the 201 gives it: four groups of four (withdrawal.test.ts tests it further). */
const WITHDRAWAL_CODE = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/;

describe(`form API (${databaseKind} database)`, () => {
  // A limit no test here reaches; the rate limit has its own server below.
  const test = useTestServer({ rateLimit: { max: 10_000, windowSeconds: 600 } });
  const api = (path: string) => `${test.server.url}${path}`;

  it('stores an enquiry and answers 201 with its reference and its withdrawal code, never cached', async () => {
    const response = await post(
      api('/api/enquiries'),
      test.server.url,
      enquiry({ phone: { country: 'AE', dialCode: '+971', national: '501234567', e164: '+971501234567' } }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { reference: string; withdrawalCode: string };
    expect(Object.keys(body).sort()).toEqual(['reference', 'withdrawalCode']);
    const { reference } = body;
    expect(reference).toMatch(REFERENCE);
    expect(body.withdrawalCode).toMatch(WITHDRAWAL_CODE);
    const rows = await test.database.db.query<Record<string, unknown>>('SELECT * FROM enquiries WHERE reference = $1', [
      reference,
    ]);
    expect(rows[0]).toMatchObject({
      name: 'Layla Haddad',
      phone_country: 'AE',
      phone_e164: '+971501234567',
      email: 'layla@example.com',
      contact_method: 'whatsapp',
      preferred_time: 'evening',
      programme: 'addiction',
      for_whom: 'someone-else',
      message: 'My brother needs help.',
      language: 'en',
      suspected_spam: false,
    });
  });

  /** Sends an enquiry and answers the stored row's contact columns. */
  async function storedRules(body: Record<string, unknown>) {
    const response = await post(api('/api/enquiries'), test.server.url, body);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const rows = await test.database.db.query<Record<string, unknown>>(
      `SELECT relationship, person_knows, heard_from, leave_message, name_centre, safe_days, safe_from, safe_to, time_zone
       FROM enquiries WHERE reference = $1`,
      [reference],
    );
    return rows[0];
  }

  it('stores the relationship, whether the person knows, the source and the contact rules', async () => {
    expect(
      await storedRules(
        enquiry({
          relationship: 'sibling',
          personKnows: 'no',
          heardFrom: 'doctor',
          discretion: discretion({ leaveMessage: true, safeDays: ['thu', 'sun', 'tue'], safeFrom: 0, safeTo: 24 }),
        }),
      ),
    ).toEqual({
      relationship: 'sibling',
      person_knows: 'no',
      heard_from: 'doctor',
      leave_message: true,
      name_centre: false,
      safe_days: 'sun,tue,thu',
      safe_from: 0,
      safe_to: 24,
      time_zone: 'Asia/Riyadh',
    });
  });

  it('stores the relationship and whether the person knows only for an enquiry about someone else', async () => {
    expect(
      await storedRules(enquiry({ forWhom: 'self', relationship: 'parent', personKnows: 'yes', heardFrom: '' })),
    ).toMatchObject({ relationship: null, person_knows: null, heard_from: null });
  });

  it('stores the protective rules for the phone’s country when an older client sends none', async () => {
    expect(
      await storedRules(
        enquiry({ phone: { country: 'SA', dialCode: '+966', national: '501234567', e164: '+966501234567' } }),
      ),
    ).toEqual({
      relationship: null,
      person_knows: null,
      heard_from: null,
      leave_message: false,
      name_centre: false,
      safe_days: 'sun,mon,tue,wed,thu',
      safe_from: 9,
      safe_to: 18,
      time_zone: 'Asia/Riyadh',
    });
  });

  it('refuses no safe day and hours out of order as field errors, with the form’s codes', async () => {
    const before = await countSubmissions(test.database.db);
    const response = await post(
      api('/api/enquiries'),
      test.server.url,
      enquiry({ discretion: discretion({ safeDays: [], safeFrom: 18, safeTo: 9 }) }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_fields',
      fields: { safeDays: 'safeDays.required', safeHours: 'safeHours.order' },
    });
    expect(await countSubmissions(test.database.db)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown time zone', { discretion: discretion({ timeZone: 'Mars/Olympus' }) }, 'discretion.timeZone'],
    [
      'a time zone of 65 characters',
      { discretion: discretion({ timeZone: `Asia/${'x'.repeat(60)}` }) },
      'discretion.timeZone',
    ],
    ['an empty time zone', { discretion: discretion({ timeZone: '' }) }, 'discretion.timeZone'],
    ['a repeated day', { discretion: discretion({ safeDays: ['sun', 'sun'] }) }, 'discretion.safeDays'],
    ['an unknown day', { discretion: discretion({ safeDays: ['sun', 'funday'] }) }, 'discretion.safeDays.1'],
    ['a half hour', { discretion: discretion({ safeFrom: 9.5 }) }, 'discretion.safeFrom'],
    ['an hour past midnight', { discretion: discretion({ safeTo: 25 }) }, 'discretion.safeTo'],
    ['a start at midnight’s end', { discretion: discretion({ safeFrom: 24 }) }, 'discretion.safeFrom'],
    ['a message permission as text', { discretion: discretion({ leaveMessage: 'no' }) }, 'discretion.leaveMessage'],
    ['a missing rule', { discretion: { ...discretion(), nameCentre: undefined } }, 'discretion.nameCentre'],
    ['an extra rule', { discretion: discretion({ callAnyway: true }) }, 'discretion'],
    ['an unknown relationship', { relationship: 'landlord' }, 'relationship'],
    ['an unknown answer to whether they know', { personKnows: 'maybe' }, 'personKnows'],
    ['an unknown source', { heardFrom: 'billboard' }, 'heardFrom'],
  ])('refuses %s with a 400 naming the field, never a 500', async (_name, overrides, path) => {
    const before = await countSubmissions(test.database.db);
    const response = await post(api('/api/enquiries'), test.server.url, enquiry(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_body', paths: [path] });
    expect(await countSubmissions(test.database.db)).toEqual(before);
  });

  it('stores a contact message and answers 201 with its reference and its withdrawal code', async () => {
    const response = await post(
      api('/api/contact'),
      test.server.url,
      contactMessage({ email: undefined, phone: '+201012345678', language: 'ar' }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { reference, withdrawalCode } = (await response.json()) as { reference: string; withdrawalCode: string };
    expect(reference).toMatch(/^SC-[0-9A-Z]{5}$/);
    expect(withdrawalCode).toMatch(WITHDRAWAL_CODE);
    const rows = await test.database.db.query(
      'SELECT name, email, phone, subject, language FROM contact_messages WHERE reference = $1',
      [reference],
    );
    expect(rows).toEqual([
      { name: 'Omar Said', email: null, phone: '+201012345678', subject: 'Visiting hours', language: 'ar' },
    ]);
  });

  it('stores a filled honeypot as suspected spam instead of dropping it', async () => {
    const response = await post(api('/api/enquiries'), test.server.url, enquiry({ website: 'https://spam.example' }));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const rows = await test.database.db.query('SELECT suspected_spam, honeypot FROM enquiries WHERE reference = $1', [
      reference,
    ]);
    expect(rows).toEqual([{ suspected_spam: true, honeypot: 'https://spam.example' }]);
  });

  it('stores HTML and SQL-looking text exactly as typed', async () => {
    const name = `<script>alert("x")</script> Robert'); DROP TABLE enquiries;--`;
    const message = `<img src=x onerror=alert(1)> ' OR 1=1 -- نص عربي`;
    const response = await post(api('/api/enquiries'), test.server.url, enquiry({ name, message }));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const rows = await test.database.db.query('SELECT name, message FROM enquiries WHERE reference = $1', [reference]);
    expect(rows).toEqual([{ name, message }]);
  });

  it('answers 400 with the form’s own error codes, per field', async () => {
    const response = await post(
      api('/api/enquiries'),
      test.server.url,
      enquiry({
        forWhom: '',
        name: '  ',
        phone: { country: 'SA', dialCode: '+966', national: '12', e164: '+96612' },
        email: 'not-an-address',
        message: 'x'.repeat(1001),
        consent: false,
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_fields',
      fields: {
        forWhom: 'forWhom.required',
        name: 'name.required',
        phone: 'phone.invalid.SA',
        email: 'email.invalid',
        message: 'message.tooLong',
        consent: 'consent.required',
      },
    });
    const contact = await post(
      api('/api/contact'),
      test.server.url,
      contactMessage({ email: 'nobody', subject: '', message: '' }),
    );
    expect(contact.status).toBe(400);
    expect(await contact.json()).toMatchObject({
      fields: { contact: 'contact.invalid', subject: 'subject.required', message: 'message.required' },
    });
  });

  const json = { 'Content-Type': 'application/json' };
  const badRequests: Array<[string, () => Promise<Response>, number]> = [
    ['a field of the wrong type', () => post(api('/api/enquiries'), test.server.url, enquiry({ name: 42 })), 400],
    ['consent as a string', () => post(api('/api/enquiries'), test.server.url, enquiry({ consent: 'yes' })), 400],
    [
      'a missing field',
      () => post(api('/api/enquiries'), test.server.url, { ...enquiry(), programme: undefined }),
      400,
    ],
    ['an extra field', () => post(api('/api/enquiries'), test.server.url, enquiry({ isAdmin: true })), 400],
    [
      'an extra field inside the phone',
      () =>
        post(
          api('/api/enquiries'),
          test.server.url,
          enquiry({ phone: { country: 'AE', dialCode: '+971', national: '501234567', e164: '+971501234567', x: 1 } }),
        ),
      400,
    ],
    [
      'an unknown country',
      () =>
        post(
          api('/api/enquiries'),
          test.server.url,
          enquiry({ phone: { country: 'FR', dialCode: '+33', national: '612345678', e164: '+33612345678' } }),
        ),
      400,
    ],
    [
      'an unknown programme',
      () => post(api('/api/enquiries'), test.server.url, enquiry({ programme: 'surgery' })),
      400,
    ],
    ['an unknown language', () => post(api('/api/enquiries'), test.server.url, enquiry({ language: 'fr' })), 400],
    [
      'a name over the limit',
      () => post(api('/api/enquiries'), test.server.url, enquiry({ name: 'x'.repeat(101) })),
      400,
    ],
    [
      'both email and phone on a message',
      () => post(api('/api/contact'), test.server.url, contactMessage({ phone: '+971501234567' })),
      400,
    ],
    [
      'neither email nor phone on a message',
      () => post(api('/api/contact'), test.server.url, contactMessage({ email: undefined })),
      400,
    ],
    ['an array body', () => post(api('/api/enquiries'), test.server.url, [enquiry()]), 400],
    ['null', () => post(api('/api/enquiries'), test.server.url, 'null'), 400],
    ['invalid JSON', () => post(api('/api/enquiries'), test.server.url, '{"name": "Layla",'), 400],
    ['an empty body', () => post(api('/api/contact'), test.server.url, ''), 400],
    [
      'a __proto__ key',
      () => post(api('/api/enquiries'), test.server.url, `{"__proto__": {"admin": true}, "name": "x"}`),
      400,
    ],
    [
      'a 1 MB body',
      () => post(api('/api/enquiries'), test.server.url, enquiry({ message: 'x'.repeat(1024 * 1024) })),
      413,
    ],
    [
      'a form-encoded body',
      () =>
        post(api('/api/enquiries'), test.server.url, 'name=Layla', {
          'Content-Type': 'application/x-www-form-urlencoded',
        }),
      415,
    ],
    [
      'text/plain',
      () =>
        post(api('/api/contact'), test.server.url, JSON.stringify(contactMessage()), { 'Content-Type': 'text/plain' }),
      415,
    ],
    ['another origin', () => post(api('/api/enquiries'), 'https://evil.example', enquiry()), 403],
    [
      'no origin',
      () => fetch(api('/api/enquiries'), { method: 'POST', headers: json, body: JSON.stringify(enquiry()) }),
      403,
    ],
    ['an origin of "null"', () => post(api('/api/contact'), 'null', contactMessage()), 403],
    ['an unknown API address', () => post(api('/api/enquiries/1'), test.server.url, enquiry()), 404],
    ['a GET on the form address', () => fetch(api('/api/enquiries')), 404],
  ];

  it.each(badRequests)('refuses %s with a clear 4xx and stores nothing', async (_name, send, status) => {
    const before = await countSubmissions(test.database.db);
    const response = await send();
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: unknown; message: unknown };
    expect(typeof body.error).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(await countSubmissions(test.database.db)).toEqual(before);
  });

  it('stores 200 enquiries sent at once, each under its own reference', async () => {
    const before = await countSubmissions(test.database.db);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post(api('/api/enquiries'), test.server.url, enquiry({ name: `Concurrent ${index}` })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    const references = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { reference: string }).reference),
    );
    expect(new Set(references).size).toBe(200);
    const rows = await test.database.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM enquiries WHERE name LIKE 'Concurrent %' AND reference = ANY($1)`,
      [references],
    );
    expect(rows[0]?.count).toBe(200);
    expect((await countSubmissions(test.database.db))?.enquiries).toBe((before?.enquiries ?? 0) + 200);
  });
});

describe(`a site on another origin (${databaseKind} database)`, () => {
  const site = 'https://www.centre.example';
  const test = useTestServer({ allowedOrigins: [site] });

  it('may send forms when ALLOWED_ORIGINS lists it, after the browser’s preflight', async () => {
    const preflight = await fetch(`${test.server.url}/api/enquiries`, {
      method: 'OPTIONS',
      headers: {
        Origin: site,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(site);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
    const sent = await post(`${test.server.url}/api/enquiries`, site, enquiry());
    expect(sent.status).toBe(201);
    expect(sent.headers.get('access-control-allow-origin')).toBe(site);
  });

  it('gives any other origin no CORS answer and no write', async () => {
    const preflight = await fetch(`${test.server.url}/api/enquiries`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect((await post(`${test.server.url}/api/enquiries`, 'https://evil.example', enquiry())).status).toBe(403);
  });
});

describe(`rate limit (${databaseKind} database)`, () => {
  const test = useTestServer({ rateLimit: { max: 2, windowSeconds: 600 } });

  it('answers 429 with Retry-After once an address has sent its share, per form', async () => {
    const send = () => post(`${test.server.url}/api/enquiries`, test.server.url, enquiry());
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const sent = Date.now();
    const refused = await send();
    const answered = Date.now();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const body = (await refused.json()) as { error: string; retryAt: string };
    expect(body.error).toBe('rate_limited');
    // Both name one moment: Retry-After is whole seconds counted from when the server answered
    // (between `sent` and `answered`, however long a loaded machine takes).
    const counted = Date.parse(body.retryAt) - retryAfter * 1000;
    expect(counted).toBeGreaterThan(sent - 1000);
    expect(counted).toBeLessThanOrEqual(answered);
    expect((await countSubmissions(test.database.db))?.enquiries).toBe(2);
    // The contact form has its own count.
    expect((await post(`${test.server.url}/api/contact`, test.server.url, contactMessage())).status).toBe(201);
  });

  it('does not count a refused submission', async () => {
    const invalid = await post(`${test.server.url}/api/contact`, test.server.url, contactMessage({ consent: false }));
    expect(invalid.status).toBe(400);
    expect((await post(`${test.server.url}/api/contact`, test.server.url, contactMessage())).status).toBe(201);
  });
});
