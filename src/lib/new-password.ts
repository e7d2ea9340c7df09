import { PASSWORD_LENGTH } from '#contracts/limits';

export type NewPasswordProblem = 'new-required' | 'new-short' | 'new-long' | 'new-same';
export type ConfirmProblem = 'confirm-required' | 'confirm-mismatch';

/*
 * A new password's checks before anything is sent, where staff choose one (an invitation, My Account):
 * the server's schema allows the same lengths (`PASSWORD_LENGTH`).
 */

/** Missing, too short or long, or the current one again (where there is a current one). */
export function checkNewPassword(value: string, current = ''): NewPasswordProblem | null {
  if (value === '') return 'new-required';
  if (value.length < PASSWORD_LENGTH.min) return 'new-short';
  if (value.length > PASSWORD_LENGTH.max) return 'new-long';
  return current !== '' && value === current ? 'new-same' : null;
}

/** The confirmation: typed, and the same as the new password (checked once that one is fine). */
export function checkConfirmation(value: string, password: string, passwordFine: boolean): ConfirmProblem | null {
  if (value === '') return 'confirm-required';
  return passwordFine && value !== password ? 'confirm-mismatch' : null;
}
