import type { AccountRow, InvitationRow } from '#contracts/accounts';
import type { StaffUser } from '#contracts/auth';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { mockState } from './state';

/** The display profile the server answers (spec §3): no token, the session is a cookie. */
export const DEMO_USER: StaffUser = {
  id: '1',
  name: DEMO_ACCOUNT.name,
  email: DEMO_ACCOUNT.email,
  // The mock API holds no one's data: there, every staff page can be tried.
  role: 'admin',
  language: DEMO_ACCOUNT.language,
};

/**
 * `MOCK_INVITATION.token` is an invitation for Layla Haddad (Arabic, admissions) that works until it
 * is accepted or withdrawn: open `/join#<token>` in dev. Any other token is refused.
 */
export const MOCK_INVITATION = {
  token: 'mock-invitation-token-for-layla-haddad-0123',
  id: '900',
} as const;

export interface MockAccount extends AccountRow {
  password: string;
}

export type MockInvitation = InvitationRow & { token: string };

const HOUR = 3_600_000;
const hoursOn = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const member = (user: StaffUser, hoursSinceSignIn: number | null, secondFactor = true, disabled = false) => ({
  ...user,
  secondFactor,
  lastSignInAt: hoursSinceSignIn === null ? null : hoursOn(-hoursSinceSignIn),
  disabled,
  password: DEMO_ACCOUNT.password,
});

/** A small team: every role, one without a second factor yet, one disabled. All share the demo password. */
const seedAccounts = (): MockAccount[] => [
  member(DEMO_USER, 0.2),
  member({ id: '2', name: 'مريم الكعبي', email: 'mariam@sakinawellness.com', role: 'admissions', language: 'ar' }, 26),
  member({ id: '3', name: 'Omar Nasser', email: 'omar@sakinawellness.com', role: 'manager', language: 'en' }, 216),
  member(
    { id: '4', name: 'Sara Ali', email: 'sara@sakinawellness.com', role: 'admissions', language: 'en' },
    null,
    false,
    true,
  ),
  member({ id: '5', name: 'Dr Hana Youssef', email: 'hana@sakinawellness.com', role: 'clinical', language: 'en' }, 50),
];

const seedInvitations = (): MockInvitation[] => [
  {
    id: MOCK_INVITATION.id,
    name: 'ليلى حداد',
    email: 'layla@sakinawellness.com',
    role: 'admissions',
    language: 'ar',
    expiresAt: hoursOn(20),
    token: MOCK_INVITATION.token,
  },
];

/** The mock's staff and open invitations. */
export const staff = mockState(() => ({ accounts: seedAccounts(), invitations: seedInvitations(), nextId: 100 }));
