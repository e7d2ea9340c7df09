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
  type AccountsAnswer,
  type InvitationRow,
  type InvitedAnswer,
  type JoinAnswer,
} from '#contracts/accounts';
import { API_PATHS } from '#contracts/api-paths';
import { ERROR_CODES } from '#contracts/errors';
import { JOIN_PATH } from '#contracts/routes';
import { keepsAnAdmin } from '#contracts/rules/account-rules';
import { failure, json, noContent, route } from '../route';
import { endMockSession } from '../session';
import { profileOf, staff, type MockAccount, type MockInvitation } from '../staff';
import { startMockEnrolment } from './auth';

export { MOCK_INVITATION, resetMockAccounts } from '../staff';

const row = ({ password: _password, ...account }: MockAccount) => account;
const invitationRow = ({ token: _token, ...invitation }: MockInvitation): InvitationRow => invitation;
const isOpen = (invitation: MockInvitation) => Date.parse(invitation.expiresAt) > Date.now();
const openInvitation = (token: string) => staff.invitations.find((one) => one.token === token && isOpen(one));
const notFound = () => failure(404, ERROR_CODES.notFound);
const byId = { params: accountParamsSchema };

/**
 * The accounts, invitations and own-account routes, as the real server answers them: the last
 * administrator protected, each invitation's link shown once; a token that is unknown, used,
 * withdrawn or expired answers alike. The demo password signs in; changing one's own changes the account's.
 */
export const accountsHandlers = [
  route('get', API_PATHS.accounts, 'accounts', {}, () =>
    json({
      accounts: staff.accounts.map(row),
      invitations: staff.invitations.filter(isOpen).map(invitationRow),
    } satisfies AccountsAnswer),
  ),
  route('post', API_PATHS.accounts, 'accounts', { body: inviteSchema }, ({ request, body }) => {
    if ([...staff.accounts, ...staff.invitations].some((one) => one.email === body.email))
      return failure(409, ERROR_CODES.accountExists);
    const id = staff.nextId++;
    const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3_600_000).toISOString();
    const invitation = { id: String(id), ...body, expiresAt, token: `mock${String(id).padStart(39, '0')}` };
    staff.invitations.push(invitation);
    const link = `${new URL(request.url).origin}${JOIN_PATH}#${invitation.token}`;
    return json({ invitation: invitationRow(invitation), link, emailed: false } satisfies InvitedAnswer, 201);
  }),
  route('patch', API_PATHS.account, 'accounts', { ...byId, body: accountChangeSchema }, ({ params, body }) => {
    const account = staff.accounts.find((one) => one.id === params.id);
    if (!account) return notFound();
    if (!keepsAnAdmin(staff.accounts, account.id, body))
      return failure(409, ERROR_CODES.lastAdmin, { message: 'This change would leave no enabled admin.' });
    Object.assign(account, body);
    return json({ account: row(account) });
  }),
  route('delete', API_PATHS.accountSecondFactor, 'accounts', byId, ({ params, account: admin }) => {
    // One's own is reset on one's profile, with the password.
    if (params.id === admin.id) return failure(403, ERROR_CODES.forbidden);
    const account = staff.accounts.find((one) => one.id === params.id);
    if (!account) return notFound();
    account.secondFactor = false;
    return noContent();
  }),
  route('delete', API_PATHS.invitation, 'accounts', byId, ({ params }) => {
    if (!staff.invitations.some((one) => one.id === params.id)) return notFound();
    staff.invitations = staff.invitations.filter((one) => one.id !== params.id);
    return noContent();
  }),
  route('post', API_PATHS.join, 'anyone', { body: joinSchema }, ({ body }) => {
    const invitation = openInvitation(body.token);
    if (!invitation) return failure(404, ERROR_CODES.invitationInvalid);
    const { name, email, language } = invitation;
    return json({ name, email, language } satisfies JoinAnswer);
  }),
  route('post', API_PATHS.joinAccept, 'anyone', { body: joinAcceptSchema }, ({ body }) => {
    const invitation = openInvitation(body.token);
    if (!invitation) return failure(404, ERROR_CODES.invitationInvalid);
    staff.invitations = staff.invitations.filter((one) => one !== invitation);
    const { name, email, role, language } = invitation;
    const user = { id: String(staff.nextId++), name, email, role, language };
    staff.accounts.push({ ...user, secondFactor: false, lastSignInAt: null, disabled: false, password: body.password });
    startMockEnrolment(user);
    return json({ next: 'enrol' });
  }),
  route('get', API_PATHS.profile, 'signedIn', {}, ({ account }) =>
    json({ user: profileOf(account), secondFactor: account.secondFactor, lastSignInAt: account.lastSignInAt }),
  ),
  route('patch', API_PATHS.profile, 'signedIn', { body: profileSchema }, ({ account, body }) => {
    Object.assign(account, body);
    return json({ user: profileOf(account) });
  }),
  route('post', API_PATHS.profilePassword, 'signedIn', { body: passwordChangeSchema }, ({ account, body }) => {
    if (body.currentPassword !== account.password) return failure(403, ERROR_CODES.invalidCredentials);
    account.password = body.newPassword;
    return noContent();
  }),
  route('post', API_PATHS.profileSecondFactor, 'signedIn', { body: secondFactorResetSchema }, ({ account, body }) => {
    if (body.currentPassword !== account.password) return failure(403, ERROR_CODES.invalidCredentials);
    account.secondFactor = false;
    // The server ends the session: the next log-in enrols again.
    endMockSession();
    return noContent();
  }),
];
