import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyUser } from '#contracts/family';
import { useSubmit } from '@/hooks/use-submit';
import { callEndpoint, importEndpoints, isApiError } from '@/lib/api-client';
import { useFamily } from '@/stores/use-user-store';
import { familyLoginFailure, useSignedIn, type FamilyLoginFailure } from './family-login';

/** The endpoints and the browser's WebAuthn helper load with the first use, not with the page. */
const endpoints = async () => (await importEndpoints(() => import('#contracts/endpoints/passkeys'))).PASSKEY_ENDPOINTS;
const webAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all (before the device is asked). */
export const passkeysAvailable = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * Why a passkey was not added or did not open the enquiry: the person stopped it or it timed out,
 * the device has one for this enquiry already, the device or this address cannot make one, the
 * server refused the device's answer, or a sign-in's usual failures.
 */
export type PasskeyFailure =
  { kind: 'cancelled' } | { kind: 'exists' } | { kind: 'unsupported' } | { kind: 'refused' } | FamilyLoginFailure;

export function passkeyFailure(error: unknown): PasskeyFailure {
  if (isApiError(error)) {
    if (error.kind === 'http' && (error.status === 400 || error.status === 401)) return { kind: 'refused' };
    if (error.kind === 'http' && error.status === 403) return { kind: 'unsupported' };
    return familyLoginFailure(error);
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return { kind: 'cancelled' };
  if (name === 'InvalidStateError') return { kind: 'exists' };
  return { kind: 'unsupported' };
}

const passkeysKey = (reference: string | null) => ['family-passkeys', reference] as const;

/** GET /api/family/passkeys: the signed-in family's passkeys, newest first. */
export function useFamilyPasskeys() {
  const reference = useFamily()?.reference ?? null;
  return useQuery({
    queryKey: passkeysKey(reference),
    queryFn: async ({ signal }) => callEndpoint((await endpoints()).list, { signal }),
    enabled: reference !== null,
  });
}

/** Before any request: a browser without WebAuthn fails as a device that cannot (`unsupported`). */
function requireWebAuthn() {
  if (!passkeysAvailable()) throw new DOMException('This browser has no WebAuthn.', 'NotSupportedError');
}

/** Asks the server for a challenge, the device for a new passkey, and the server to keep it. Throws. */
async function addPasskey() {
  requireWebAuthn();
  const { addOptions, add } = await endpoints();
  const { options } = await callEndpoint(addOptions, {});
  const passkey = await (await webAuthn()).startRegistration({ optionsJSON: options });
  return callEndpoint(add, { body: { passkey } });
}

export function useAddPasskey() {
  const reference = useFamily()?.reference ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey(reference) }),
  });
}

export function useRemovePasskey() {
  const reference = useFamily()?.reference ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => callEndpoint((await endpoints()).remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey(reference) }),
  });
}

/** A log-in with a passkey the device holds for this site: the family it opens. Throws. */
async function passkeyLogin(): Promise<FamilyUser> {
  requireWebAuthn();
  const { loginOptions, login } = await endpoints();
  const { options } = await callEndpoint(loginOptions, {});
  const passkey = await (await webAuthn()).startAuthentication({ optionsJSON: options });
  return (await callEndpoint(login, { body: { passkey } })).family;
}

/** The login page's passkey button: signed in as with the code, or why not. A second press while one is on its way is ignored. */
export function usePasskeyLogin() {
  const signedIn = useSignedIn();
  const signIn = useCallback(async () => signedIn(await passkeyLogin()), [signedIn]);
  return useSubmit(signIn, passkeyFailure);
}
