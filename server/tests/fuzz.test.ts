import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '../auth/staff';
import { contactMessage, discretion, enquiry } from './support/payloads';
import { StaffClient } from '../harness/staff-client';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

// Generated bad input for every endpoint, public and staff: whatever arrives, the answer is never a 5xx.

const RUNS = 500;
// An admin, so every staff route is reached; the other account is what the accounts routes change.
const STAFF = { email: 'fuzz@example.com', password: 'a-long-fuzzing-password' };
const OTHER = { email: 'other@example.com', password: 'another-fuzzing-password' };

/** What breaks servers: control characters, lone surrogates, bidi overrides, prototype keys, huge and odd numbers. */
const nasty = fc.oneof(
  fc.anything(),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u202e\u2066',
    '\ud800',
    '\u200b\u200b',
    'x'.repeat(5000),
    '__proto__',
    'constructor',
    '',
    ' ',
  ),
  fc.double(),
  fc.constantFrom(2 ** 31, 2 ** 53, -1, 0, 1e308, -0, 1.5),
  fc.boolean(),
  fc.constant(null),
);

/** A valid body with one field (or a stray key) made bad; or any value; or text that may not be JSON at all. */
const badBody = (base: Record<string, unknown>) =>
  fc.oneof(
    fc
      .record({ key: fc.constantFrom(...Object.keys(base), '__proto__', 'extra', 'phone'), value: nasty })
      .map(({ key, value }) => ({ ...base, [key]: value })),
    fc.record({ key: fc.constantFrom(...Object.keys(base)), value: nasty }).map(({ key, value }) => {
      const nested = { ...base, phone: { ...(base.phone as object), [key]: value } };
      return nested;
    }),
    // The enquiry's contact rules, one rule made bad (or a stray one added).
    ...(typeof base.discretion === 'object' && base.discretion !== null
      ? [
          fc
            .record({ key: fc.constantFrom(...Object.keys(base.discretion), 'extra'), value: nasty })
            .map(({ key, value }) => ({ ...base, discretion: { ...(base.discretion as object), [key]: value } })),
        ]
      : []),
    fc.anything(),
    fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({ raw: text })),
  );

/** A path segment: any text, percent-encoded where it can be, or encodings that do not decode. */
const segment = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }).map((text) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return '%ED%A0%80';
    }
  }),
  fc.constantFrom('%', '%00', '%E0%A4%A', '..', '%2e%2e', '%2F%2F', 'SW-4F7K2', 'sw-%00'),
);

const query = fc
  .dictionary(fc.constantFrom('status', 'q', 'x', 'status[]'), fc.string({ unit: 'binary', maxLength: 80 }))
  .map((entries) => {
    const text = Object.entries(entries)
      .map(([key, value]) => {
        try {
          return `${key}=${encodeURIComponent(value)}`;
        } catch {
          return `${key}=%ED%A0%80`;
        }
      })
      .join('&');
    return text ? `?${text}` : '';
  });

describe(`fuzz: ${RUNS} generated bad inputs per endpoint answer no 5xx (${databaseKind} database)`, () => {
  const test = useTestServer({}, async (db) => {
    await addStaff(db, { ...STAFF, name: 'Fuzz', role: 'admin' });
    await addStaff(db, { ...OTHER, name: 'Other', role: 'admissions' });
  });
  let cookie = '';
  beforeAll(async () => {
    const staff = new StaffClient(test.server.url);
    expect((await staff.signIn(STAFF.email, STAFF.password)).status).toBe(200);
    cookie = staff.cookie ?? '';
    expect(cookie).toMatch(/^sakina_session=./);
  });

  /** Sends one request as this site's signed-in page would, and answers its status. */
  async function send(method: string, path: string, body?: unknown) {
    let payload: string | undefined;
    if (body !== undefined) {
      if (typeof body === 'object' && body !== null && 'raw' in body && Object.keys(body).length === 1)
        payload = String((body as { raw: unknown }).raw);
      else payload = JSON.stringify(body) ?? '';
    }
    const response = await fetch(`${test.server.url}${path}`, {
      method,
      headers: {
        Cookie: cookie,
        ...(method === 'GET' ? {} : { Origin: test.server.url }),
        ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status;
  }

  const noServerError = async (method: string, path: string, body?: unknown) => {
    const status = await send(method, path, body);
    expect(status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500);
  };

  it.each([
    ['/api/enquiries', enquiry()],
    // As the form sends it now, with the contact rules, the relationship and the source.
    [
      '/api/enquiries',
      enquiry({ relationship: 'parent', personKnows: 'notSure', heardFrom: 'search', discretion: discretion() }),
    ],
    ['/api/contact', contactMessage()],
    // A wrong password: the shape is what is fuzzed, and each sign-in that passes costs scrypt's work.
    ['/api/login', { email: STAFF.email, password: 'not-the-password' }],
    // With no sign-in waiting for them: the shape is what is fuzzed.
    ['/api/login/code', { code: '123456' }],
    // Takes no body: whatever is sent is ignored.
    ['/api/login/enrol', { code: '123456' }],
    ['/api/login/enrol/confirm', { code: '123456' }],
    // A family's withdrawal: well-formed guesses answer 404, then 429 once the limits are met.
    ['/api/withdrawal', { reference: 'SW-4F7K2', code: 'ABCD-EFGH-JKMN-PQRS' }],
    ['/api/withdrawal/confirm', { reference: 'SW-4F7K2', code: 'ABCD-EFGH-JKMN-PQRS' }],
    // An invitation (the first is made, then 409); tokens no invitation has (404, then 429).
    ['/api/accounts', { email: 'invited@example.com', name: 'Invited', role: 'manager', language: 'ar' }],
    ['/api/join', { token: 'A'.repeat(43) }],
    ['/api/join/accept', { token: 'A'.repeat(43), password: 'a long enough password' }],
    // Never the right current password: nothing changes (403, then 429).
    ['/api/profile/password', { currentPassword: 'not-the-password', newPassword: 'a new long password' }],
    ['/api/profile/second-factor', { currentPassword: 'not-the-password' }],
  ])('POST %s', async (path, base) => {
    await fc.assert(
      fc.asyncProperty(badBody(base), (body) => noServerError('POST', path, body)),
      { numRuns: RUNS },
    );
  });

  it('GET /api/inbox with any query', async () => {
    await fc.assert(
      fc.asyncProperty(query, (search) => noServerError('GET', `/api/inbox${search}`)),
      { numRuns: RUNS },
    );
  });

  it('GET and PATCH /api/inbox/:reference, POST its attempts, with any reference and body', async () => {
    const sent = await fetch(`${test.server.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: test.server.url },
      body: JSON.stringify(enquiry()),
    });
    const { reference } = (await sent.json()) as { reference: string };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(segment, fc.constant(reference)),
        badBody({
          version: 1,
          stage: 'closed',
          closeReason: 'cost',
          ownerId: '1',
          followUpAt: '2027-01-05T10:00:00+04:00',
          note: 'Called back.',
          link: { reference, decision: 'linked' },
        }),
        badBody({ version: 1, channel: 'phone', outcome: 'leftMessage' }),
        async (ref, change, attempt) => {
          await noServerError('GET', `/api/inbox/${ref}`);
          await noServerError('PATCH', `/api/inbox/${ref}`, change);
          await noServerError('POST', `/api/inbox/${ref}/attempts`, attempt);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('PATCH /api/profile, and the accounts routes with any id and body', async () => {
    const [other] = await test.database.db.query<{ id: string }>(`SELECT id::text AS id FROM staff WHERE email = $1`, [
      OTHER.email,
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(segment, fc.constant(other?.id ?? '2')),
        badBody({ name: 'Fuzz', language: 'en' }),
        badBody({ role: 'manager' }),
        async (id, profile, change) => {
          await noServerError('PATCH', '/api/profile', profile);
          await noServerError('PATCH', `/api/accounts/${id}`, change);
          await noServerError('DELETE', `/api/accounts/${id}/second-factor`);
          await noServerError('DELETE', `/api/invitations/${id}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('GET /api/session and /ui/protected/nav with any query, and any other address', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 4 }), query, async (segments, search) => {
        await noServerError('GET', `/api/session${search}`);
        await noServerError('GET', `/api/inbox/colleagues${search}`);
        await noServerError('GET', `/api/accounts${search}`);
        await noServerError('GET', `/api/profile${search}`);
        await noServerError('GET', `/ui/protected/nav${search}`);
        await noServerError('GET', `/${segments.join('/')}${search}`);
        await noServerError('POST', `/api/${segments.join('/')}`, { anything: segments });
      }),
      { numRuns: RUNS },
    );
  });

  // Last: the first one ends the session the others use.
  it('POST /api/logout with any body', async () => {
    await fc.assert(
      fc.asyncProperty(badBody({ everywhere: true }), (body) => noServerError('POST', '/api/logout', body)),
      { numRuns: RUNS },
    );
  });
});
