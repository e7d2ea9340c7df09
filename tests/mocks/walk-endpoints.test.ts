import { z } from 'zod';
import { CONSENT_VERSION } from '#contracts/consent';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { ENDPOINTS } from '#contracts/endpoints/index';
import { CSV, errorBodyOf, fillPath, ROUTE_ERRORS, STAFF_ERRORS, type Endpoint } from '#contracts/endpoints/endpoint';
import { FAMILY_ROLE, type FamilyRole } from '#contracts/family';
import { can, STAFF_ROLES, type StaffRole } from '#contracts/roles';
import { MOCK_INVITATION } from '@/mocks/handlers/accounts';
import { MOCK_SECOND_FACTOR } from '@/mocks/handlers/auth';
import { MOCK_FAMILY_LINK_TOKEN } from '@/mocks/handlers/family';
import { mockSlots } from '@/mocks/handlers/bookings';
import { MOCK_PASSKEY_ID } from '@/mocks/handlers/passkeys';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { setMockScenario } from '@/mocks/scenario';
import { endMockSession, startMockFamilySession, startMockSession } from '@/mocks/session';
import { staff } from '@/mocks/staff';

/** One request to an endpoint: its parameters, query and body. */
interface Request {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
}
/** A request the server answers with 2xx for a role allowed to call it, what must happen first, and requests it refuses. */
interface Sample extends Request {
  before?: Request & { path: string };
  refusals?: (Request & { status: number })[];
}

const { password } = DEMO_ACCOUNT;
const signIn = (email: string) => ({ path: '/api/login', body: { email, password } });
const linkToken = MOCK_SECOND_FACTOR.enrolmentLinkToken;
/** Enrolment opens from an enrolment link and the password (the password alone is refused). */
const openLink = { path: '/api/login/enrolment-link/accept', body: { token: linkToken, password } };
const enquiry = {
  forWhom: 'self',
  name: 'Layla Hassan',
  phone: { country: 'AE', dialCode: '+971', national: '50 123 4567', e164: '+971501234567' },
  contactMethod: 'whatsapp',
  preferredTime: 'evening',
  programme: 'addiction',
  message: 'I would like to talk about a stay.',
  consent: true,
  consentVersion: CONSENT_VERSION,
  language: 'en',
};
const held = { reference: 'SW-DEM00', code: 'DEMW-ABCD-EFGH-JKMN' };
const token = MOCK_INVITATION.token;
// Two slots well ahead of the first, so the clock moving on while the walk runs leaves them offered.
const [slot, otherSlot] = mockSlots(held.reference)
  .slice(5)
  .map((one) => ({ startsAt: one.startsAt.toISOString() }));
const booked = { path: '/api/family/booking', body: slot };
const device = { id: MOCK_PASSKEY_ID, rawId: MOCK_PASSKEY_ID, type: 'public-key', clientExtensionResults: {} };
const newPasskey = {
  ...device,
  id: 'bmV3',
  rawId: 'bmV3',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
};
const passkeyAnswer = { ...device, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } };

/** Every endpoint of the table needs one (a new endpoint fails below until it has its sample). */
const SAMPLES: Record<string, Sample> = {
  'POST /api/enquiries': { body: enquiry, refusals: [{ body: { ...enquiry, name: '' }, status: 400 }] },
  'POST /api/contact': {
    body: {
      name: 'Omar',
      email: 'omar@example.com',
      subject: 'A question',
      message: 'Hello.',
      consent: true,
      consentVersion: CONSENT_VERSION,
      language: 'en',
    },
  },
  'POST /api/login': {
    body: { email: DEMO_ACCOUNT.email, password },
    refusals: [
      { body: { email: 'x@y.z', password }, status: 401 },
      { body: { email: MOCK_SECOND_FACTOR.enrolEmail, password }, status: 403 },
    ],
  },
  'POST /api/login/code': {
    before: signIn(MOCK_SECOND_FACTOR.codeEmail),
    body: { code: MOCK_SECOND_FACTOR.code },
    refusals: [{ body: { code: '000000' }, status: 401 }],
  },
  'POST /api/login/enrolment-link': {
    body: { token: linkToken },
    refusals: [{ body: { token: 'x'.repeat(43) }, status: 404 }],
  },
  'POST /api/login/enrolment-link/accept': {
    body: { token: linkToken, password },
    refusals: [{ body: { token: linkToken, password: 'not the password' }, status: 401 }],
  },
  'POST /api/login/enrol': { before: openLink },
  'POST /api/login/enrol/confirm': { before: openLink, body: { code: MOCK_SECOND_FACTOR.code } },
  'POST /api/logout': {},
  'GET /api/session': {},
  'GET /ui/protected/nav': {},
  'GET /api/inbox': { query: 'owner=mine&q=layla' },
  'GET /api/inbox/colleagues': {},
  'GET /api/inbox/views': {},
  'PUT /api/inbox/views': {
    body: { views: [{ name: 'My day', stage: null, owner: 'mine', due: 'today', isDefault: true }] },
    refusals: [
      {
        body: {
          views: [
            { name: 'Mine', stage: null, owner: 'mine', due: null, isDefault: false },
            { name: ' mine ', stage: 'new', owner: null, due: null, isDefault: false },
          ],
        },
        status: 400,
      },
    ],
  },
  'GET /api/inbox/arrivals': { query: 'since=2026-01-01T00:00:00Z' },
  'GET /api/inbox/:reference': {
    params: { reference: 'SW-4F7K2' },
    refusals: [{ params: { reference: 'SW-NOPE1' }, status: 404 }],
  },
  'PATCH /api/inbox/:reference': {
    params: { reference: 'SW-4F7K2' },
    body: { version: 1, stage: 'inContact', note: 'Called back.' },
    refusals: [
      { params: { reference: 'SW-4F7K2' }, body: { version: 9, note: 'Late.' }, status: 409 },
      { params: { reference: 'SW-4F7K2' }, body: { version: 1, ownerId: '99' }, status: 422 },
    ],
  },
  'POST /api/inbox/:reference/viewers': {
    params: { reference: 'SW-4F7K2' },
    refusals: [{ params: { reference: 'SW-NOPE1' }, status: 404 }],
  },
  'POST /api/inbox/:reference/attempts': {
    params: { reference: 'SW-6MJ2C' },
    body: { version: 1, channel: 'whatsapp', outcome: 'noAnswer' },
    refusals: [
      {
        params: { reference: 'SW-4F7K2' },
        body: { version: 1, channel: 'phone', outcome: 'leftMessage' },
        status: 422,
      },
    ],
  },
  'GET /api/accounts': {},
  'POST /api/accounts': {
    body: { email: 'nadia@sakinawellness.com', name: 'Nadia', role: 'admissions', language: 'ar' },
  },
  'PATCH /api/accounts/:id': {
    params: { id: '2' },
    body: { role: 'manager' },
    refusals: [{ params: { id: '999' }, body: { disabled: true }, status: 404 }],
  },
  'DELETE /api/accounts/:id/second-factor': { params: { id: '2' }, refusals: [{ params: { id: '999' }, status: 404 }] },
  'DELETE /api/invitations/:id': { params: { id: MOCK_INVITATION.id } },
  'POST /api/join': { body: { token }, refusals: [{ body: { token: token.replace('mock', 'gone') }, status: 404 }] },
  'POST /api/join/accept': { body: { token, password: 'a calm and long passphrase' } },
  'GET /api/profile': {},
  'PATCH /api/profile': { body: { language: 'ar' } },
  'POST /api/profile/password': {
    body: { currentPassword: password, newPassword: 'a calm and long passphrase' },
    refusals: [{ body: { currentPassword: 'wrong', newPassword: 'a calm and long passphrase' }, status: 403 }],
  },
  'POST /api/profile/second-factor': { body: { currentPassword: password } },
  'GET /api/reports': { query: 'from=2026-11-01&to=2026-11-15' },
  'GET /api/audit': { query: 'action=sign-in&page=2' },
  'GET /api/audit/export': { query: 'staff=huda' },
  'GET /api/exports/enquiries': { query: 'from=2026-11-01&to=2026-11-30' },
  'POST /api/withdrawal': { body: held, refusals: [{ body: { ...held, code: 'DEMW-ABCD-EFGH-JKMP' }, status: 404 }] },
  'POST /api/withdrawal/confirm': { body: held },
  'POST /api/family/login': { body: held, refusals: [{ body: { ...held, code: 'DEMW-ABCD-EFGH-JKMP' }, status: 401 }] },
  'POST /api/family/link': {
    body: { reference: 'sw-dem00' },
    refusals: [{ body: { reference: 'nope' }, status: 400 }],
  },
  'POST /api/family/link/login': {
    body: { token: MOCK_FAMILY_LINK_TOKEN },
    refusals: [{ body: { token: MOCK_FAMILY_LINK_TOKEN.replace('demo', 'gone') }, status: 401 }],
  },
  'GET /api/family/session': {},
  'GET /api/family/passkeys': {},
  'POST /api/family/passkeys/options': {},
  'POST /api/family/passkeys': { body: { passkey: newPasskey }, refusals: [{ body: { passkey: {} }, status: 400 }] },
  // The demo family's passkey is number 1.
  'DELETE /api/family/passkeys/:id': { params: { id: '1' }, refusals: [{ params: { id: '2' }, status: 404 }] },
  'POST /api/family/passkey-login/options': {},
  'POST /api/family/passkey-login': {
    body: { passkey: passkeyAnswer },
    refusals: [{ body: { passkey: { ...passkeyAnswer, id: 'another' } }, status: 401 }],
  },
  'GET /api/family/messages': {},
  'POST /api/family/messages': { body: { text: 'Hello.' }, refusals: [{ body: { text: ' ' }, status: 400 }] },
  'POST /api/family/plan': {
    body: { programme: { id: 'addiction', length: 4 }, residence: null, addOns: { extraTherapy: 2 } },
    refusals: [{ body: { programme: null, residence: 'tent', addOns: {} }, status: 400 }],
  },
  'GET /api/inbox/:reference/messages': {
    params: { reference: 'SW-4F7K2' },
    refusals: [{ params: { reference: 'SW-NOPE1' }, status: 404 }],
  },
  'POST /api/inbox/:reference/messages': { params: { reference: 'SW-4F7K2' }, body: { text: 'We will call at six.' } },
  'POST /api/withdrawal/requests': {
    body: { ...held, kind: 'copy' },
    refusals: [{ body: { ...held, code: 'DEMW-ABCD-EFGH-JKMP', kind: 'copy' }, status: 404 }],
  },
  'GET /api/requests': {},
  'GET /api/today': {},
  'POST /api/requests': {
    body: { reference: 'SW-4F7K2', kind: 'objection', channel: 'email', receivedOn: '2026-11-20' },
  },
  'PATCH /api/requests/:id': {
    params: { id: '1' },
    body: { outcome: 'done', note: 'Corrected.' },
    refusals: [{ params: { id: '9' }, body: { outcome: 'refused', note: 'Again.' }, status: 404 }],
  },
  'GET /api/breaches': {},
  'POST /api/breaches': {
    body: { description: 'A list was printed.', foundAt: '2026-11-20T09:15:00+04:00', references: ['SW-4F7K2'] },
    refusals: [
      { body: { description: 'A list.', foundAt: '2026-11-20T09:15:00Z', references: ['SW-4F7K'] }, status: 400 },
    ],
  },
  'PATCH /api/breaches/:id': {
    params: { id: '1' },
    body: { version: 1, status: 'closed' },
    refusals: [
      { params: { id: '1' }, body: { version: 9, status: 'closed' }, status: 409 },
      { params: { id: '99' }, body: { version: 1, status: 'closed' }, status: 404 },
    ],
  },
  'GET /api/clinical': {},
  'GET /api/clinical/:reference': {
    params: { reference: 'SW-4F7K2' },
    refusals: [{ params: { reference: 'SC-2B8HD' }, status: 404 }],
  },
  'POST /api/clinical/:reference/decision': {
    params: { reference: 'SW-4F7K2' },
    body: { decision: 'referElsewhere', alternatives: 'A day programme nearer home.', reason: 'Needs detox first.' },
    refusals: [
      { params: { reference: 'SW-4F7K2' }, body: { decision: 'referElsewhere', reason: 'No where.' }, status: 400 },
    ],
  },
  'GET /api/availability': {},
  'PUT /api/availability': {
    body: {
      timeZone: 'Asia/Dubai',
      languages: ['ar'],
      weekly: [{ day: 'sun', from: '09:00', to: '17:00' }],
      leave: [],
    },
    refusals: [{ body: { timeZone: 'Mars/Olympus', languages: ['ar'], weekly: [], leave: [] }, status: 400 }],
  },
  'GET /api/availability/team': {},
  'GET /api/family/slots': {},
  'POST /api/family/booking': { body: slot, refusals: [{ body: { startsAt: '2000-01-02T03:00:00Z' }, status: 409 }] },
  'PATCH /api/family/booking': { before: booked, body: otherSlot, refusals: [{ body: otherSlot, status: 404 }] },
  'DELETE /api/family/booking': { before: booked, refusals: [{ status: 404 }] },
  'GET /api/bookings/today': {},
  'GET /api/inbox/:reference/booking': { params: { reference: 'SW-4F7K2' } },
  // The demo family's call is due: the first tap answers 204, a second finds none.
  'POST /api/inbox/:reference/booking/missed': {
    params: { reference: 'SW-DEM00' },
    body: { version: 1 },
    refusals: [{ params: { reference: 'SW-4F7K2' }, body: { version: 1 }, status: 404 }],
  },
};

const nameOf = (spec: Endpoint) => `${spec.method} ${spec.path}`;

/** Signed out, and a member of each staff role the mock team has. */
/** Signed out, each staff role, and a family signed in to the demo item. */
type Role = StaffRole | FamilyRole | null;
const ROLES: Role[] = [null, ...STAFF_ROLES, FAMILY_ROLE];
const memberOf = (role: StaffRole) => staff.accounts.find((one) => one.role === role && !one.disabled);
const signInAs = (role: Role) => {
  if (role === FAMILY_ROLE) startMockFamilySession(held.reference);
  else if (role) startMockSession(memberOf(role)!.id);
};

async function call(spec: Endpoint, { params, query, body }: Request) {
  const url = new URL(`${fillPath(spec.path, params)}${query ? `?${query}` : ''}`, window.location.origin);
  const json =
    body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  return fetch(url, { method: spec.method, ...json });
}

/** What is wrong with an answer by the table (null: nothing): its status, then its body. */
async function problemOf(spec: Endpoint, response: Response): Promise<string | null> {
  const { status } = response;
  if (status >= 200 && status < 300) {
    const answer = (spec.answers as Record<number, z.ZodType | typeof CSV | null>)[status];
    if (answer === undefined) return `answered ${status}, which it does not declare`;
    if (answer === null) return (await response.text()) === '' ? null : `answered a body with ${status}`;
    if (answer === CSV) return response.headers.get('Content-Type')?.startsWith(CSV) ? null : 'answered no CSV';
    const parsed = answer.safeParse(await response.json());
    return parsed.success ? null : `answered a ${status} that its schema refuses:\n${z.prettifyError(parsed.error)}`;
  }
  const parsed = errorBodyOf(spec, status).safeParse(await response.json().catch(() => 'not JSON'));
  if (!parsed.success) return `answered a ${status} whose body its schema refuses:\n${z.prettifyError(parsed.error)}`;
  const { error } = parsed.data as { error: string };
  const declared: readonly string[] = [
    ...spec.errors,
    ...ROUTE_ERRORS,
    ...(spec.access === 'public' ? [] : STAFF_ERRORS),
  ];
  return declared.includes(error) ? null : `answered ${status} "${error}", a code it does not declare`;
}

/** The status the server gives `role`: 401 signed out, 403 to the other side or without the permission, else the sample's 2xx. */
function expectedFor(spec: Endpoint, role: Role) {
  const { access } = spec;
  if (access === 'public') return '2xx';
  if (role === null) return 401;
  if (access === 'signed-in') return '2xx';
  if (role === FAMILY_ROLE || access === 'family') return role === FAMILY_ROLE && access === 'family' ? '2xx' : 403;
  return access === 'staff' || can(role, access) ? '2xx' : 403;
}

const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
});

afterAll(() => server.events.removeAllListeners('request:unhandled'));

beforeEach(() => {
  unhandled.length = 0;
  setMockScenario(null);
  endMockSession();
});

describe('the mock API against the endpoint table', () => {
  it('has a handler, and a sample here, for every endpoint', () => {
    const mocked = new Set(handlers.map((handler) => `${handler.info.method} ${String(handler.info.path).slice(1)}`));
    expect(ENDPOINTS.map(nameOf).filter((name) => !mocked.has(name))).toEqual([]);
    expect(ENDPOINTS.map(nameOf).filter((name) => !(name in SAMPLES))).toEqual([]);
  });

  it('knows a member of every staff role', () => {
    expect(STAFF_ROLES.filter((role) => !memberOf(role))).toEqual([]);
  });

  describe.each(ROLES.map((role) => [role ?? 'signed out', role] as const))('%s', (_, role) => {
    it.each(ENDPOINTS.map((spec) => [nameOf(spec), spec] as const))(
      '%s: answers as the server would, by the table',
      async (name, spec) => {
        const sample = SAMPLES[name] ?? {};
        const before = sample.before;
        signInAs(role);
        if (before)
          await fetch(new URL(before.path, window.location.origin), {
            method: 'POST',
            body: JSON.stringify(before.body),
          });
        const response = await call(spec, sample);
        expect(unhandled, `${name} has no mock handler`).toEqual([]);
        const expected = expectedFor(spec, role);
        const status = response.status;
        expect(
          expected === '2xx' ? status >= 200 && status < 300 : status === expected,
          `${name} answered ${status}, not ${expected}`,
        ).toBe(true);
        expect(await problemOf(spec, response), name).toBeNull();
      },
    );
  });

  const allowed = (spec: Endpoint) => ROLES.find((role) => expectedFor(spec, role) === '2xx')!;

  it.each(ENDPOINTS.map((spec) => [nameOf(spec), spec] as const))(
    '%s: refuses as the table declares (bad parts, the sample’s refusals)',
    async (name, spec) => {
      const sample = SAMPLES[name] ?? {};
      const role = allowed(spec);
      const bad: (Request & { status: number })[] = [
        ...(spec.params ? [{ ...sample, params: { id: 'x'.repeat(99), reference: 'x'.repeat(99) }, status: 400 }] : []),
        ...(spec.body ? [{ ...sample, body: [], status: 400 }] : []),
        ...(spec.query ? [{ ...sample, query: 'from=x&page=0&stage=x', status: 400 }] : []),
        ...(sample.refusals ?? []),
      ];
      for (const request of bad) {
        endMockSession();
        signInAs(role);
        const response = await call(spec, { ...sample, ...request });
        expect(response.status, `${name} ${JSON.stringify(request)}`).toBe(request.status);
        expect(await problemOf(spec, response), `${name} ${JSON.stringify(request)}`).toBeNull();
      }
    },
  );
});
