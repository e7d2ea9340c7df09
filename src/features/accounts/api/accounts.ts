import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, apiGet, apiPatch, apiPost, callEndpoint } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type {
  AccountChange,
  AccountRow,
  AccountsAnswer,
  Invite,
  InvitationRow,
  InvitedAnswer,
} from '#contracts/accounts';
import { accountPath, API_PATHS } from '#contracts/api-paths';
import { ACCOUNT_ENDPOINTS } from '#contracts/endpoints/accounts';
import { LANGUAGES } from '#contracts/languages';
import { STAFF_ROLES } from '#contracts/roles';

// What the server sends is untrusted input: checked here, shown only as text. A row that cannot be
// read is left out rather than shown half-right.

const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));
const id = z.string().check(z.minLength(1), z.maxLength(32));
const person = {
  id,
  name: z.string().check(z.maxLength(200)),
  email: z.string().check(z.maxLength(320)),
  role: z.enum(STAFF_ROLES),
  language: z.catch(z.enum(LANGUAGES), 'en'),
};
const accountSchema = z.object({
  ...person,
  secondFactor: z.catch(z.boolean(), false),
  lastSignInAt: z.catch(z.nullable(isoDate), null),
  disabled: z.boolean(),
});
const invitationSchema = z.object({ ...person, expiresAt: isoDate });
const answerSchema = z.object({ accounts: z.array(z.unknown()), invitations: z.array(z.unknown()) });

const invalid = (what: string, cause?: unknown) =>
  new ApiError('invalid', `Invalid response: ${what} is not what the accounts page expects.`, { cause });

function rows<T>(schema: z.ZodMiniType<T>, entries: unknown[]): T[] {
  return entries.flatMap((entry) => {
    const row = schema.safeParse(entry);
    return row.success ? [row.data] : [];
  });
}

/** GET /api/accounts: every account and the open invitations. */
export function parseAccounts(json: unknown): AccountsAnswer {
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw invalid('the list', answer.error);
  return {
    accounts: rows<AccountRow>(accountSchema, answer.data.accounts),
    invitations: rows<InvitationRow>(invitationSchema, answer.data.invitations),
  };
}

export const getAccounts = async ({ signal }: { signal?: AbortSignal } = {}) =>
  parseAccounts(await apiGet(API_PATHS.accounts, { signal }));

/** Every accounts query starts with this key: one invalidation refreshes the page. */
export const accountsKey = (userId: string | null) => ['accounts', userId] as const;

export const getAccountsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: accountsKey(userId),
    queryFn: ({ signal }) => getAccounts({ signal }),
    // Another admin may change it: kept fresh.
    staleTime: 30_000,
  });

/** The accounts and invitations; idle while no user is stored. */
export function useAccounts() {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const loggedIn = useUserStore((state) => state.user !== null);
  return useQuery({ ...getAccountsQueryOptions(userId), enabled: loggedIn });
}

const invitedSchema = z.object({
  invitation: z.unknown(),
  link: z.string().check(z.minLength(1)),
  emailed: z.boolean(),
});

/** POST /api/accounts (201): the invitation, its link (shown this once) and whether it was emailed. */
export async function invite(body: Invite): Promise<InvitedAnswer> {
  const answer = invitedSchema.safeParse(await apiPost(API_PATHS.accounts, body));
  const invitation = answer.success ? invitationSchema.safeParse(answer.data.invitation) : null;
  if (!answer.success || !invitation?.success) throw invalid('the invitation');
  return { invitation: invitation.data, link: answer.data.link, emailed: answer.data.emailed };
}

/** PATCH /api/accounts/:id: a new role, or disabled/enabled. */
export const changeAccount = (accountId: string, change: AccountChange) =>
  apiPatch(accountPath(accountId), change).then(() => undefined);

/** DELETE /api/accounts/:id/second-factor: its owner enrols again at the next log-in. */
export const resetSecondFactor = (accountId: string) =>
  callEndpoint(ACCOUNT_ENDPOINTS.resetSecondFactor, { params: { id: accountId } }).then(() => undefined);

/** DELETE /api/invitations/:id: its link stops working. */
export const withdrawInvitation = (invitationId: string) =>
  callEndpoint(ACCOUNT_ENDPOINTS.withdrawInvitation, { params: { id: invitationId } }).then(() => undefined);

/**
 * A write of the accounts page. Success or failure, the list is fetched again: a refusal (the last
 * admin, someone else's change) is best read beside the current state.
 */
function useAccountsWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKey(userId) }),
  });
}

export const useInvite = () => useAccountsWrite(invite);

export const useChangeAccount = () =>
  useAccountsWrite(({ id: accountId, change }: { id: string; change: AccountChange }) =>
    changeAccount(accountId, change),
  );

export const useResetSecondFactor = () => useAccountsWrite(resetSecondFactor);

export const useWithdrawInvitation = () => useAccountsWrite(withdrawInvitation);
