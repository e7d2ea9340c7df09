import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import {
  accountChangeSchema,
  accountParamsSchema,
  INVITATION_HOURS,
  inviteSchema,
  joinAcceptSchema,
  joinSchema,
  passwordChangeSchema,
  profileSchema,
  secondFactorResetSchema,
  type AccountRow,
  type AccountsAnswer,
  type InvitationRow,
  type InvitedAnswer,
  type JoinAnswer,
} from '#contracts/accounts';
import { API_PATHS } from '#contracts/api-paths';
import type { StaffUser } from '#contracts/auth';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { ERROR_CODES } from '#contracts/errors';
import { JOIN_PATH } from '#contracts/routes';
import { can } from '#contracts/roles';
import { safeStorage } from '@/lib/storage';
import { scenarioResponse } from '../scenario';
import { endMockSession, hasMockSession, unauthorized } from '../session';
import { DEMO_USER, startMockEnrolment } from './auth';

/**
 * The mock's accounts, invitations and own-account routes, as the real server answers them: every
 * body through the contract's schema, the last administrator protected, each invitation's link
 * shown once. `MOCK_INVITATION.token` is an invitation for Layla Haddad (Arabic, admissions) that
 * works until it is accepted or withdrawn: open `/join#<token>` in dev. Any other token is refused.
 * The demo account's password is the current password of whoever is signed in.
 */
export const MOCK_INVITATION = {
  token: 'mock-invitation-token-for-layla-haddad-0123',
  id: '900',
} as const;

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

interface MockAccount extends AccountRow {
  password: string;
}

const seedAccounts = (): MockAccount[] => [
  {
    ...DEMO_USER,
    secondFactor: true,
    lastSignInAt: hoursAgo(0.2),
    disabled: false,
    password: DEMO_ACCOUNT.password,
  },
  {
    id: '2',
    name: 'مريم الكعبي',
    email: 'mariam@sakinawellness.com',
    role: 'admissions',
    language: 'ar',
    secondFactor: true,
    lastSignInAt: hoursAgo(26),
    disabled: false,
    password: DEMO_ACCOUNT.password,
  },
  {
    id: '3',
    name: 'Omar Nasser',
    email: 'omar@sakinawellness.com',
    role: 'manager',
    language: 'en',
    secondFactor: true,
    lastSignInAt: hoursAgo(24 * 9),
    disabled: false,
    password: DEMO_ACCOUNT.password,
  },
  {
    id: '4',
    name: 'Sara Ali',
    email: 'sara@sakinawellness.com',
    role: 'admissions',
    language: 'en',
    secondFactor: false,
    lastSignInAt: null,
    disabled: true,
    password: DEMO_ACCOUNT.password,
  },
];

const seedInvitations = (): Array<InvitationRow & { token: string }> => [
  {
    id: MOCK_INVITATION.id,
    name: 'ليلى حداد',
    email: 'layla@sakinawellness.com',
    role: 'admissions',
    language: 'ar',
    expiresAt: new Date(Date.now() + 20 * HOUR).toISOString(),
    token: MOCK_INVITATION.token,
  },
];

let accounts = seedAccounts();
let invitations = seedInvitations();
let nextId = 100;

/** Back to the seeded accounts and invitation (tests call it before each). */
export function resetMockAccounts() {
  accounts = seedAccounts();
  invitations = seedInvitations();
  nextId = 100;
}

const row = ({ password: _password, ...account }: MockAccount): AccountRow => account;
const invitationRow = ({ token: _token, ...invitation }: InvitationRow & { token: string }): InvitationRow =>
  invitation;
const profileOf = ({ id, name, email, role, language }: AccountRow): StaffUser => ({ id, name, email, role, language });

/** The session's account (the mock session holds its id, as the real cookie stands for one). */
function sessionAccount(): MockAccount | null {
  if (!hasMockSession()) return null;
  // The key of ../session.ts: the mock's stand-in for the HttpOnly cookie.
  const id = safeStorage.getItem('mock-session');
  const account = accounts.find((one) => one.id === id) ?? accounts.find((one) => one.id === DEMO_USER.id);
  return account && !account.disabled ? account : null;
}

const json = (status: number, body: JsonBodyType) => HttpResponse.json(body, { status });
const error = (status: number, code: string) => json(status, { error: code });
const noContent = () => new HttpResponse(null, { status: 204 });

async function bodyOf(request: Request): Promise<unknown> {
  return request.json().catch(() => null);
}

/** The signed-in admin, or the answer that refuses the call (401 without a session, 403 for another role). */
async function asAdmin(): Promise<{ admin: MockAccount } | { refusal: Response }> {
  const forced = await scenarioResponse(() => HttpResponse.json({ accounts: 'none' }));
  if (forced) return { refusal: forced };
  const account = sessionAccount();
  if (!account) return { refusal: unauthorized() };
  if (!can(account.role, 'accounts')) return { refusal: error(403, ERROR_CODES.forbidden) };
  return { admin: account };
}

const enabledAdmins = () => accounts.filter((account) => account.role === 'admin' && !account.disabled);

export const accountsHandlers: RequestHandler[] = [
  http.get(`*${API_PATHS.accounts}`, async () => {
    const access = await asAdmin();
    if ('refusal' in access) return access.refusal;
    const answer: AccountsAnswer = {
      accounts: accounts.map(row),
      invitations: invitations.filter((one) => Date.parse(one.expiresAt) > Date.now()).map(invitationRow),
    };
    return HttpResponse.json(answer);
  }),

  http.post(`*${API_PATHS.accounts}`, async ({ request }) => {
    const access = await asAdmin();
    if ('refusal' in access) return access.refusal;
    const parsed = inviteSchema.safeParse(await bodyOf(request));
    if (!parsed.success) return error(400, ERROR_CODES.invalidBody);
    const invite = parsed.data;
    if (accounts.some((one) => one.email === invite.email) || invitations.some((one) => one.email === invite.email))
      return error(409, ERROR_CODES.accountExists);
    const token = `mock${String(nextId).padStart(39, '0')}`;
    const invitation = {
      id: String(nextId++),
      ...invite,
      expiresAt: new Date(Date.now() + INVITATION_HOURS * HOUR).toISOString(),
      token,
    };
    invitations.push(invitation);
    const link = `${new URL(request.url).origin}${JOIN_PATH}#${token}`;
    const answer: InvitedAnswer = { invitation: invitationRow(invitation), link, emailed: false };
    return json(201, answer);
  }),

  http.patch(`*${API_PATHS.account}`, async ({ request, params }) => {
    const access = await asAdmin();
    if ('refusal' in access) return access.refusal;
    const id = accountParamsSchema.safeParse(params);
    const change = accountChangeSchema.safeParse(await bodyOf(request));
    if (!id.success) return error(400, ERROR_CODES.invalidParams);
    if (!change.success) return error(400, ERROR_CODES.invalidBody);
    const account = accounts.find((one) => one.id === id.data.id);
    if (!account) return error(404, ERROR_CODES.notFound);
    const next = { ...account, ...change.data };
    const wasAdmin = account.role === 'admin' && !account.disabled;
    const staysAdmin = next.role === 'admin' && !next.disabled;
    if (wasAdmin && !staysAdmin && enabledAdmins().length === 1) return error(409, ERROR_CODES.lastAdmin);
    accounts = accounts.map((one) => (one.id === account.id ? next : one));
    return HttpResponse.json({ account: row(next) });
  }),

  http.delete(`*${API_PATHS.accountSecondFactor}`, async ({ params }) => {
    const access = await asAdmin();
    if ('refusal' in access) return access.refusal;
    const id = accountParamsSchema.safeParse(params);
    if (!id.success) return error(400, ERROR_CODES.invalidParams);
    // One's own is reset on one's profile, with the password.
    if (id.data.id === access.admin.id) return error(403, ERROR_CODES.forbidden);
    const account = accounts.find((one) => one.id === id.data.id);
    if (!account) return error(404, ERROR_CODES.notFound);
    account.secondFactor = false;
    return noContent();
  }),

  http.delete(`*${API_PATHS.invitation}`, async ({ params }) => {
    const access = await asAdmin();
    if ('refusal' in access) return access.refusal;
    const id = accountParamsSchema.safeParse(params);
    if (!id.success) return error(400, ERROR_CODES.invalidParams);
    if (!invitations.some((one) => one.id === id.data.id)) return error(404, ERROR_CODES.notFound);
    invitations = invitations.filter((one) => one.id !== id.data.id);
    return noContent();
  }),

  // The invitation's page: no session; a token that is unknown, used, withdrawn or expired answers alike.
  http.post(`*${API_PATHS.join}`, async ({ request }) => {
    const forced = await scenarioResponse(() => HttpResponse.json({ name: 1 }));
    if (forced) return forced;
    const parsed = joinSchema.safeParse(await bodyOf(request));
    if (!parsed.success) return error(400, ERROR_CODES.invalidBody);
    const invitation = invitations.find(
      (one) => one.token === parsed.data.token && Date.parse(one.expiresAt) > Date.now(),
    );
    if (!invitation) return error(404, ERROR_CODES.invitationInvalid);
    const { name, email, language } = invitation;
    return HttpResponse.json({ name, email, language } satisfies JoinAnswer);
  }),

  http.post(`*${API_PATHS.joinAccept}`, async ({ request }) => {
    const forced = await scenarioResponse(() => HttpResponse.json({ next: 'code' }));
    if (forced) return forced;
    const parsed = joinAcceptSchema.safeParse(await bodyOf(request));
    if (!parsed.success) return error(400, ERROR_CODES.invalidBody);
    const invitation = invitations.find(
      (one) => one.token === parsed.data.token && Date.parse(one.expiresAt) > Date.now(),
    );
    if (!invitation) return error(404, ERROR_CODES.invitationInvalid);
    invitations = invitations.filter((one) => one !== invitation);
    const account: MockAccount = {
      id: String(nextId++),
      name: invitation.name,
      email: invitation.email,
      role: invitation.role,
      language: invitation.language,
      secondFactor: false,
      lastSignInAt: null,
      disabled: false,
      password: parsed.data.password,
    };
    accounts.push(account);
    startMockEnrolment(profileOf(account));
    return HttpResponse.json({ next: 'enrol' });
  }),

  http.get(`*${API_PATHS.profile}`, async () => {
    const forced = await scenarioResponse(() => HttpResponse.json({ user: 'nobody' }));
    if (forced) return forced;
    const account = sessionAccount();
    if (!account) return unauthorized();
    return HttpResponse.json({
      user: profileOf(account),
      secondFactor: account.secondFactor,
      lastSignInAt: account.lastSignInAt,
    });
  }),

  http.patch(`*${API_PATHS.profile}`, async ({ request }) => {
    const forced = await scenarioResponse(() => HttpResponse.json({ user: 'nobody' }));
    if (forced) return forced;
    const account = sessionAccount();
    if (!account) return unauthorized();
    const parsed = profileSchema.safeParse(await bodyOf(request));
    if (!parsed.success) return error(400, ERROR_CODES.invalidBody);
    Object.assign(account, parsed.data);
    return HttpResponse.json({ user: profileOf(account) });
  }),

  http.post(`*${API_PATHS.profilePassword}`, async ({ request }) => {
    const forced = await scenarioResponse(() => HttpResponse.json({}));
    if (forced) return forced;
    const account = sessionAccount();
    if (!account) return unauthorized();
    const parsed = passwordChangeSchema.safeParse(await bodyOf(request));
    if (!parsed.success) return error(400, ERROR_CODES.invalidBody);
    if (parsed.data.currentPassword !== account.password) return error(403, ERROR_CODES.invalidCredentials);
    account.password = parsed.data.newPassword;
    return noContent();
  }),

  http.post(`*${API_PATHS.profileSecondFactor}`, async ({ request }) => {
    const forced = await scenarioResponse(() => HttpResponse.json({}));
    if (forced) return forced;
    const account = sessionAccount();
    if (!account) return unauthorized();
    const parsed = secondFactorResetSchema.safeParse(await bodyOf(request));
    if (!parsed.success) return error(400, ERROR_CODES.invalidBody);
    if (parsed.data.currentPassword !== account.password) return error(403, ERROR_CODES.invalidCredentials);
    account.secondFactor = false;
    // The server ends the session: the next log-in enrols again.
    endMockSession();
    return noContent();
  }),
];
