import { callEndpoint, errorCode, type ApiError } from '@/lib/api-client';
import type { User } from '@/stores/use-user-store';
import type { EnrolmentAnswer } from '#contracts/auth';
import { ERROR_CODES } from '#contracts/errors';
import { authEndpoints } from './auth-endpoints';

/** The code step: a code from the authenticator app or a recovery code. Answers the signed-in user. */
export const sendCode = async (code: string): Promise<User> =>
  (await callEndpoint((await authEndpoints()).loginCode, { body: { code } })).user;

/** Enrolment's first call: a new secret, its otpauth address, and its QR code as rows of "0"/"1" modules. */
export async function startEnrolment(): Promise<EnrolmentAnswer> {
  const { secret, uri, qr } = await callEndpoint((await authEndpoints()).enrol, {});
  return { secret, uri, qr };
}

/** Enrolment's confirmation with the app's first code: the signed-in user and the recovery codes, shown once. */
export async function confirmEnrolment(code: string): Promise<{ user: User; recoveryCodes: string[] }> {
  const { user, recoveryCodes } = await callEndpoint((await authEndpoints()).enrolConfirm, { body: { code } });
  return { user, recoveryCodes };
}

/** The pending sign-in is over (5 minutes passed, or none began): the page starts again at the password. */
export const isSignInExpired = (error: ApiError) => errorCode(error) === ERROR_CODES.signInExpired;
