import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { AccountChange, AccountsAnswer, Invite, InvitedAnswer } from '#contracts/accounts';
import { ACCOUNT_ENDPOINTS } from '#contracts/endpoints/accounts';
import type { EnrolmentLinkIssued } from '#contracts/enrolment-link';

/** GET /api/accounts: every account and the open invitations. */
export const getAccounts = ({ signal }: { signal?: AbortSignal } = {}): Promise<AccountsAnswer> =>
  callEndpoint(ACCOUNT_ENDPOINTS.list, { signal });

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

/** POST /api/accounts (201): the invitation, its link (shown this once) and whether it was emailed. */
export const invite = (body: Invite): Promise<InvitedAnswer> => callEndpoint(ACCOUNT_ENDPOINTS.invite, { body });

/** PATCH /api/accounts/:id: a new role, or disabled/enabled. */
export const changeAccount = (accountId: string, change: AccountChange) =>
  callEndpoint(ACCOUNT_ENDPOINTS.change, { params: { id: accountId }, body: change }).then(() => undefined);

/** DELETE /api/accounts/:id/second-factor: its owner's one-time enrolment link (emailed when SMTP is set). */
export const resetSecondFactor = (accountId: string): Promise<EnrolmentLinkIssued> =>
  callEndpoint(ACCOUNT_ENDPOINTS.resetSecondFactor, { params: { id: accountId } });

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
