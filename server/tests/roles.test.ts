import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#contracts/api-paths';
import { ENDPOINTS } from '#contracts/endpoints/index';
import type { Access } from '#contracts/endpoints/endpoint';
import { can, STAFF_ROLES, type StaffRole } from '#contracts/roles';
import { addStaff } from '../auth/staff';
import { StaffClient } from '../harness/staff-client';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'a long enough password';

/** Every route behind a sign-in, and what it needs ('staff', 'signed-in': any session; 'family': a family's), from the endpoint table. */
const STAFF_ROUTES = ENDPOINTS.filter((one) => one.access !== 'public').map(
  ({ method, path, access }) => [method, path, access as Exclude<Access, 'public'>] as const,
);

/** The API's routes anyone may call, written out so a new public route is a decision: sign-in's steps, the forms, an invitation's and an enrolment link's pages, a withdrawal. */
const PUBLIC_ROUTES = [
  `POST ${API_PATHS.login}`,
  `POST ${API_PATHS.loginCode}`,
  `POST ${API_PATHS.enrol}`,
  `POST ${API_PATHS.enrolConfirm}`,
  `POST ${API_PATHS.enrolmentLink}`,
  `POST ${API_PATHS.enrolmentLinkAccept}`,
  `POST ${API_PATHS.logout}`,
  `POST ${API_PATHS.enquiries}`,
  `POST ${API_PATHS.contact}`,
  `POST ${API_PATHS.join}`,
  `POST ${API_PATHS.joinAccept}`,
  // A family with its reference and withdrawal code.
  `POST ${API_PATHS.withdrawal}`,
  `POST ${API_PATHS.withdrawalConfirm}`,
  `POST ${API_PATHS.familyRequest}`,
  `POST ${API_PATHS.familyLogin}`,
  // A family that lost its code: a link by the channel it chose, and the link's sign-in.
  `POST ${API_PATHS.familyLink}`,
  `POST ${API_PATHS.familyLinkLogin}`,
  // A family's passkey: the device answers the challenge with the key made in their space.
  `POST ${API_PATHS.familyPasskeyLoginOptions}`,
  `POST ${API_PATHS.familyPasskeyLogin}`,
];

/** An empty body where a method takes one: enough to be refused, never enough to change anything. */
const emptyBody = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

/** A concrete address for a route pattern. */
const addressOf = (path: string) => path.replace(':reference', 'SW-4F7K2').replace(':id', '999999');

describe(`every staff route against every role (${databaseKind} database)`, () => {
  const test = useTestServer({}, async (db) => {
    for (const role of STAFF_ROLES) {
      await addStaff(db, { email: `${role}@example.com`, name: `The ${role}`, role, password: PASSWORD });
    }
  });

  it('has no public endpoint besides these', () => {
    const open = ENDPOINTS.filter((one) => one.access === 'public').map(({ method, path }) => `${method} ${path}`);
    expect(open.toSorted()).toEqual(PUBLIC_ROUTES.toSorted());
  });

  it.each(STAFF_ROUTES)('%s %s answers 401 to no session, before reading the request', async (method, path) => {
    const response = await new StaffClient(test.server.url).request(method, addressOf(path), emptyBody(method));
    expect(response.status).toBe(401);
  });

  const cases = STAFF_ROLES.flatMap((role) =>
    STAFF_ROUTES.map(
      ([method, path, needs]) =>
        [
          role,
          method,
          path,
          needs === 'staff' || needs === 'signed-in' || (needs !== 'family' && can(role, needs)),
        ] as const,
    ),
  );
  const clients = new Map<StaffRole, StaffClient>();
  const clientOf = async (role: StaffRole) => {
    const known = clients.get(role);
    if (known) return known;
    const client = new StaffClient(test.server.url);
    expect((await client.signIn(`${role}@example.com`, PASSWORD)).status).toBe(200);
    clients.set(role, client);
    return client;
  };

  it.each(cases)('%s: %s %s → allowed %s', async (role, method, path, allowed) => {
    const client = await clientOf(role);
    // An allowed role gets as far as validation (400) or an answer; a refused one, 403 first.
    const response = await client.request(method, addressOf(path), emptyBody(method));
    if (allowed) expect([401, 403]).not.toContain(response.status);
    else expect(response.status).toBe(403);
  });
});
