import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '../auth/staff';
import type { z } from 'zod';
import { ENDPOINTS } from '#contracts/endpoints/index';
import { pathParams, type Endpoint } from '#contracts/endpoints/endpoint';
import { contactMessage, discretion, enquiry, post } from './support/payloads';
import { StaffClient } from '../harness/staff-client';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

// Generated bad input for every endpoint of the table (ENDPOINTS), public and staff: whatever arrives, the answer is never a 5xx.

// At least 300 per endpoint (the second review's bar); each test is one endpoint, so none runs for minutes.
// FUZZ_RUNS searches deeper by hand (CI keeps 300); a failure prints the seed that replays it.
const RUNS = Number(process.env.FUZZ_RUNS) || 300;
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

/** The keys an object schema names (through a refinement or a transform too), for queries and bodies. */
function keysOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: object; in?: { shape?: object } } | undefined)?.shape;
  const inner = (schema as { in?: { shape?: object } } | undefined)?.in?.shape;
  return Object.keys(shape ?? inner ?? {});
}

/** A query string of the endpoint's own keys and stray ones, each any text, or a day out of range. */
const queryOf = (spec: Endpoint) =>
  fc
    .dictionary(
      fc.constantFrom(...keysOf(spec.query), 'q', 'x', 'status[]'),
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.constantFrom(
          '\u0000',
          'a\u0000b',
          '0000-12-31',
          '0001-01-01',
          '9999-12-31',
          '2026-02-31',
          '2026-10-01',
          '1e308',
        ),
      ),
    )
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

/**
 * A well-formed body per endpoint, one field of which each run makes bad. An endpoint not named here
 * gets a body of its schema's keys, so a new route is fuzzed without anyone adding it.
 */
const BODIES: Readonly<Record<string, Record<string, unknown>>> = {
  // As the form sends it now, with the contact rules, the relationship and the source.
  'POST /api/enquiries': enquiry({
    relationship: 'parent',
    personKnows: 'notSure',
    heardFrom: 'search',
    discretion: discretion(),
  }),
  'POST /api/contact': contactMessage(),
  // A wrong password: the shape is what is fuzzed, and each sign-in that passes costs scrypt's work.
  'POST /api/login': { email: STAFF.email, password: 'not-the-password' },
  // With no sign-in waiting for them: the shape is what is fuzzed.
  'POST /api/login/code': { code: '123456' },
  'POST /api/login/enrol/confirm': { code: '123456' },
  // A family's withdrawal: well-formed guesses answer 404, then 429 once the limits are met.
  'POST /api/withdrawal': { reference: 'SW-4F7K2', code: 'ABCD-EFGH-JKMN-PQRS' },
  'POST /api/withdrawal/confirm': { reference: 'SW-4F7K2', code: 'ABCD-EFGH-JKMN-PQRS' },
  'POST /api/withdrawal/requests': {
    reference: 'SW-4F7K2',
    code: 'ABCD-EFGH-JKMN-PQRS',
    kind: 'copy',
    note: 'A copy.',
  },
  // A family's sign-in: well-formed guesses answer 401, then 429 once the limits are met.
  'POST /api/family/login': { reference: 'SW-4F7K2', code: 'ABCD-EFGH-JKMN-PQRS' },
  // A reference nothing had (404); a request that is none (404).
  'POST /api/requests': { reference: 'SW-4F7K2', kind: 'erasure', channel: 'phone', receivedOn: '2026-11-01' },
  'PATCH /api/requests/:id': { outcome: 'done', note: 'Answered by email.' },
  // An invitation (the first is made, then 409); tokens no invitation has (404, then 429).
  'POST /api/accounts': { email: 'invited@example.com', name: 'Invited', role: 'manager', language: 'ar' },
  'POST /api/join': { token: 'A'.repeat(43) },
  'POST /api/join/accept': { token: 'A'.repeat(43), password: 'a long enough password' },
  // Never the right current password: nothing changes (403, then 429).
  'POST /api/profile/password': { currentPassword: 'not-the-password', newPassword: 'a new long password' },
  'POST /api/profile/second-factor': { currentPassword: 'not-the-password' },
  'PATCH /api/profile': { name: 'Fuzz', language: 'en' },
  'PATCH /api/accounts/:id': { role: 'manager' },
  'PATCH /api/inbox/:reference': {
    version: 1,
    stage: 'closed',
    closeReason: 'cost',
    ownerId: '1',
    followUpAt: '2027-01-05T10:00:00+04:00',
    note: 'Called back.',
  },
  'POST /api/inbox/:reference/attempts': { version: 1, channel: 'phone', outcome: 'leftMessage' },
  // The breach register: a whole entry, then a change of every field (the ids are the accounts', so mostly 404).
  'POST /api/breaches': {
    description: 'A list was printed.',
    foundAt: '2026-11-20T09:15:00+04:00',
    references: ['SW-4F7K2', 'SC-2B8HD'],
    data: ['names', 'messages'],
    status: 'open',
  },
  'PATCH /api/breaches/:id': {
    version: 1,
    status: 'contained',
    regulatorNotifiedAt: '2026-11-21T10:00:00Z',
    tellFamilies: false,
    familiesReason: 'No harm is likely.',
    familiesNotifiedAt: null,
  },
};

const nameOf = (spec: Endpoint) => `${spec.method} ${spec.path}`;
/** The table's body for it, or its schema's keys, or (an endpoint that takes none) a stray key. */
function bodyOf(spec: Endpoint): Record<string, unknown> {
  const keys = keysOf(spec.body);
  return (
    BODIES[nameOf(spec)] ?? (keys.length > 0 ? Object.fromEntries(keys.map((key) => [key, 'x'])) : { everywhere: true })
  );
}

// Last: the first one ends the session the others use.
const LOGOUT = 'POST /api/logout';
const ORDERED = [
  ...ENDPOINTS.filter((spec) => nameOf(spec) !== LOGOUT),
  ...ENDPOINTS.filter((spec) => nameOf(spec) === LOGOUT),
];

describe(`fuzz: ${RUNS} generated bad inputs for each endpoint of the table answer no 5xx (${databaseKind} database)`, () => {
  const test = useTestServer({}, async (db) => {
    await addStaff(db, { ...STAFF, name: 'Fuzz', role: 'admin' });
    await addStaff(db, { ...OTHER, name: 'Other', role: 'admissions' });
  });
  let cookie = '';
  /** A real value for each path parameter, beside the generated ones: an enquiry's reference, the other account's id. */
  const known: Record<string, string> = {};
  beforeAll(async () => {
    const staff = new StaffClient(test.server.url);
    expect((await staff.signIn(STAFF.email, STAFF.password)).status).toBe(200);
    cookie = staff.cookie ?? '';
    expect(cookie).toMatch(/^sakina_session=./);
    const sent = await post(`${test.server.url}/api/enquiries`, test.server.url, enquiry());
    known.reference = ((await sent.json()) as { reference: string }).reference;
    const [other] = await test.database.db.query<{ id: string }>(`SELECT id::text AS id FROM staff WHERE email = $1`, [
      OTHER.email,
    ]);
    known.id = other?.id ?? '2';
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

  it('covers every endpoint of the table', () => {
    expect(ORDERED.map(nameOf).sort()).toEqual(ENDPOINTS.map(nameOf).sort());
    expect(ORDERED.at(-1) && nameOf(ORDERED.at(-1) as Endpoint)).toBe(LOGOUT);
  });

  it.each(ORDERED.map((spec) => [nameOf(spec), spec] as const))('%s', async (_name, spec) => {
    const params = pathParams(spec.path);
    // A GET carries no body; the others get one, bad or not, whether they take one or not.
    const body = spec.method === 'GET' ? fc.constant(undefined) : badBody(bodyOf(spec));
    const values = fc.tuple(...params.map((name) => fc.oneof(segment, fc.constant(known[name] ?? 'x'))));
    await fc.assert(
      fc.asyncProperty(values, queryOf(spec), body, async (filled, search, sent) => {
        let index = 0;
        const path = spec.path.replace(/:\w+/g, () => filled[index++] ?? 'x');
        const status = await send(spec.method, `${path}${search}`, sent);
        expect(status, `${spec.method} ${path}${search} ${JSON.stringify(sent)?.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers any other address with no 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 4 }), async (segments) => {
        expect(await send('GET', `/${segments.join('/')}`)).toBeLessThan(500);
        expect(await send('POST', `/api/${segments.join('/')}`, { anything: segments })).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
