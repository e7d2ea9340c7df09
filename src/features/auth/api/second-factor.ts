import { ApiError, apiPost } from '@/lib/api-client';
import { isPlainObject } from '@/lib/storage';
import { toUser, type User } from '@/stores/use-user-store';
import { API_PATHS } from '#contracts/api-paths';
import type { EnrolmentAnswer } from '#contracts/auth';
import { ERROR_CODES } from '#contracts/errors';

const invalid = (what: string) => new ApiError('invalid', `Invalid response: ${what}.`);

function userOf(answer: unknown): User {
  const user = isPlainObject(answer) ? toUser(answer.user) : null;
  if (!user) throw invalid('the sign-in answer is not a user');
  return user;
}

/** The code step: a code from the authenticator app or a recovery code. Answers the signed-in user. */
export async function sendCode(code: string): Promise<User> {
  return userOf(await apiPost(API_PATHS.loginCode, { code }));
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Enrolment's first call: a new secret, and its QR code as rows of "0"/"1" modules. */
export async function startEnrolment(): Promise<Pick<EnrolmentAnswer, 'secret' | 'qr'>> {
  const answer = await apiPost(API_PATHS.enrol, undefined);
  const { secret, qr } = isPlainObject(answer) ? answer : {};
  if (typeof secret !== 'string' || !isStrings(qr)) throw invalid('the enrolment answer has no secret');
  if (!qr.every((row) => /^[01]+$/.test(row) && row.length === qr.length))
    throw invalid('the QR code is not a square of modules');
  return { secret, qr };
}

/** Enrolment's confirmation with the app's first code: the signed-in user and the recovery codes, shown once. */
export async function confirmEnrolment(code: string): Promise<{ user: User; recoveryCodes: string[] }> {
  const answer = await apiPost(API_PATHS.enrolConfirm, { code });
  const recoveryCodes = isPlainObject(answer) ? answer.recoveryCodes : null;
  if (!isStrings(recoveryCodes) || recoveryCodes.length === 0) throw invalid('no recovery codes');
  return { user: userOf(answer), recoveryCodes };
}

/** The pending sign-in is over (5 minutes passed, or none began): the page starts again at the password. */
export const isSignInExpired = (error: ApiError) =>
  isPlainObject(error.body) && error.body.error === ERROR_CODES.signInExpired;
