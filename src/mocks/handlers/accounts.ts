import { INVITATION_HOURS } from '#contracts/accounts';
import { ACCOUNT_ENDPOINTS } from '#contracts/endpoints/accounts';
import { PROFILE_ENDPOINTS } from '#contracts/endpoints/profile';
import { ERROR_CODES } from '#contracts/errors';
import { JOIN_PATH } from '#contracts/routes';
import { failure, mockEndpoints, notFound } from '../route';
import { endMockSession } from '../session';
import { staff, type MockInvitation } from '../staff';
import { mockEnrolmentLink, startMockEnrolment } from './auth';

export { MOCK_INVITATION } from '../staff';

// The answers' schemas leave out what is not shown: a password, an invitation's token.
const isOpen = (invitation: MockInvitation) => Date.parse(invitation.expiresAt) > Date.now();
const openInvitation = (token: string) => staff.invitations.find((one) => one.token === token && isOpen(one));
const accountOf = (id: string) => staff.accounts.find((one) => one.id === id);
const invitationInvalid = () => failure(404, ERROR_CODES.invitationInvalid);

/**
 * The accounts and invitations: each invitation's link shown once; a token that is unknown, used,
 * withdrawn or expired answers alike. What the server refuses by its rules (an email taken, the last
 * administrator) the mock lets through.
 */
export const accountsHandlers = mockEndpoints(ACCOUNT_ENDPOINTS, {
  list: () => ({ accounts: staff.accounts, invitations: staff.invitations.filter(isOpen) }),
  invite: ({ request, body }) => {
    const id = staff.nextId++;
    const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3_600_000).toISOString();
    const invitation = { id: String(id), ...body, expiresAt, token: `mock${String(id).padStart(39, '0')}` };
    staff.invitations.push(invitation);
    return { invitation, link: `${new URL(request.url).origin}${JOIN_PATH}#${invitation.token}`, emailed: false };
  },
  change: ({ params, body }) => {
    const account = accountOf(params.id);
    return account ? { account: Object.assign(account, body) } : notFound();
  },
  resetSecondFactor: ({ request, params }) => {
    const account = accountOf(params.id);
    if (!account) return notFound();
    account.secondFactor = false;
    return mockEnrolmentLink(request);
  },
  withdrawInvitation: ({ params }) => {
    if (!staff.invitations.some((one) => one.id === params.id)) return notFound();
    staff.invitations = staff.invitations.filter((one) => one.id !== params.id);
    return null;
  },
  join: ({ body }) => openInvitation(body.token) ?? invitationInvalid(),
  joinAccept: ({ body }) => {
    const invitation = openInvitation(body.token);
    if (!invitation) return invitationInvalid();
    staff.invitations = staff.invitations.filter((one) => one !== invitation);
    const { name, email, role, language } = invitation;
    const user = { id: String(staff.nextId++), name, email, role, language };
    staff.accounts.push({ ...user, secondFactor: false, lastSignInAt: null, disabled: false, password: body.password });
    startMockEnrolment(user);
    return { next: 'enrol' as const };
  },
});

/** Each member's own account; the demo password signs in, and changing one's own changes the account's. */
export const profileHandlers = mockEndpoints(PROFILE_ENDPOINTS, {
  read: ({ account }) => ({ user: account, secondFactor: account.secondFactor, lastSignInAt: account.lastSignInAt }),
  change: ({ account, body }) => ({ user: Object.assign(account, body) }),
  password: ({ account, body }) => {
    if (body.currentPassword !== account.password) return failure(403, ERROR_CODES.invalidCredentials);
    account.password = body.newPassword;
    return null;
  },
  resetSecondFactor: ({ request, account, body }) => {
    if (body.currentPassword !== account.password) return failure(403, ERROR_CODES.invalidCredentials);
    account.secondFactor = false;
    // The server ends the session; the enrolment link sets up the new phone.
    endMockSession();
    return mockEnrolmentLink(request);
  },
});
