import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { ERROR_CODES } from '../errors';
import type { FamilyPasskey } from '../passkeys';
import { endpoint, keepReadable } from './endpoint';
import { familySessionAnswerSchema } from './family';

/** WebAuthn's binary fields travel as base64url (the JSON forms of the WebAuthn Level 3 spec). */
const base64url = z
  .string()
  .max(64 * 1024)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * What the browser hands to navigator.credentials, as JSON: the fields checked here are the ones
 * the page relies on; the rest pass as the library made them, and the browser checks them.
 */
const optionsAnswer = <T>(shape: z.ZodRawShape) =>
  z.object({ options: z.looseObject({ challenge: base64url, ...shape }) as unknown as z.ZodType<T> });

const credential = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // No extension is asked for: whatever a browser puts here is dropped.
  clientExtensionResults: z
    .custom<object>((value) => typeof value === 'object' && value !== null && !Array.isArray(value))
    .transform(() => ({})),
};

/** RegistrationResponseJSON: what a device answers when it makes a passkey. */
export const newPasskeySchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(8).optional(),
  }),
});

/** AuthenticationResponseJSON: what a device answers when it signs in with a passkey. */
export const passkeyAssertionSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export const passkeySchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/),
  addedAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  synced: z.boolean(),
}) satisfies z.ZodType<FamilyPasskey>;

/**
 * A family's passkeys (issue 32): added in its space, on a device of its own, to sign in later
 * without the reference and code. The challenge of each request is the server's, used once.
 */
export const PASSKEY_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: API_PATHS.familyPasskeys,
    access: 'family',
    answers: { 200: z.object({ passkeys: keepReadable(passkeySchema) }) },
    errors: [],
  }),
  // The options to make one: PublicKeyCredentialCreationOptionsJSON, with a new challenge.
  addOptions: endpoint({
    method: 'POST',
    path: API_PATHS.familyPasskeyOptions,
    access: 'family',
    answers: {
      200: optionsAnswer<PublicKeyCredentialCreationOptionsJSON>({
        user: z.looseObject({ id: base64url, name: z.string() }),
      }),
    },
    // 403 also at an address that is not the site's: a passkey made there would open nothing here.
    errors: [],
  }),
  add: endpoint({
    method: 'POST',
    path: API_PATHS.familyPasskeys,
    access: 'family',
    body: z.strictObject({ passkey: newPasskeySchema }),
    answers: { 201: z.object({ passkey: passkeySchema }) },
    // Not verified, its challenge used or over, or the family keeps MAX_FAMILY_PASSKEYS already.
    errors: [ERROR_CODES.invalidBody, ERROR_CODES.passkeyRefused],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: API_PATHS.familyPasskey,
    access: 'family',
    params: z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) }),
    answers: { 204: null },
    errors: [ERROR_CODES.invalidParams, ERROR_CODES.notFound],
  }),
  // The options to sign in: PublicKeyCredentialRequestOptionsJSON, with a new challenge and no
  // credential listed (the device offers the passkeys it holds for this site); 403 at an address
  // that is not the site's.
  loginOptions: endpoint({
    method: 'POST',
    path: API_PATHS.familyPasskeyLoginOptions,
    access: 'public',
    answers: { 200: optionsAnswer<PublicKeyCredentialRequestOptionsJSON>({}) },
    // Each counts as a try at logging in (429 as the other sign-ins); a log-in gives it back.
    errors: [ERROR_CODES.forbidden, ERROR_CODES.tooManyAttempts],
  }),
  // An unknown passkey, a wrong signature and a used challenge answer alike.
  login: endpoint({
    method: 'POST',
    path: API_PATHS.familyPasskeyLogin,
    access: 'public',
    body: z.strictObject({ passkey: passkeyAssertionSchema }),
    answers: { 200: familySessionAnswerSchema },
    errors: [ERROR_CODES.invalidBody, ERROR_CODES.invalidCredentials],
  }),
};
