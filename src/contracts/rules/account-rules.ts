import type { AccountChange } from '../accounts.ts';
import type { StaffRole } from '../roles.ts';

interface Member {
  id: string;
  role: StaffRole;
  disabled: boolean;
}

const isEnabledAdmin = (member: Pick<Member, 'role' | 'disabled'>) => member.role === 'admin' && !member.disabled;

/**
 * Whether `change` to `id` leaves an enabled admin among `members`: the account stays one, or was
 * none, or another is. (The server states it in one SQL statement, under a lock: accounts-store.ts.)
 */
export function keepsAnAdmin(members: readonly Member[], id: string, change: AccountChange): boolean {
  const before = members.find((member) => member.id === id);
  if (!before || !isEnabledAdmin(before) || isEnabledAdmin({ ...before, ...change })) return true;
  return members.some((member) => member.id !== id && isEnabledAdmin(member));
}
