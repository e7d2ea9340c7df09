import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { PASSKEY_ENDPOINTS } from '#contracts/endpoints/passkeys';
import { ERROR_CODES } from '#contracts/errors';
import { PASSKEY_CHALLENGE_MINUTES } from '#contracts/passkeys';
import { forgiveFamilySignIn, takeFamilySignInAttempt } from '../auth/login-limit';
import { setSessionCookie } from '../auth/sessions';
import { refuseTooManyAttempts } from '../auth/sign-in-answers';
import type { ServerConfig } from '../config/config';
import { endpointRoute } from '../http/endpoint-route';
import { FAMILY } from '../withdrawal/withdrawal-store';
import { createFamilySession } from './family-sessions';
import { signedInFamily } from './family-plugin';
import {
  addPasskey,
  familyPasskeys,
  keepChallenge,
  passkeyCredentialIds,
  passkeyUsed,
  removePasskey,
  storedPasskey,
  takeChallenge,
} from './passkey-store';

/** The sign-in limits' key for passkey log-ins: no reference is known before the device answers. */
const PASSKEY_KEY = 'passkey';
const TIMEOUT = PASSKEY_CHALLENGE_MINUTES * 60_000;

/**
 * Where a passkey may be made and used: the page's origin (from its request), when it is the
 * site's address or the neutral one (FAMILY_LINK_URL); outside production any, for a developer's
 * machine. A passkey is bound to its origin's host name, which the device lists it under.
 */
export function passkeySite(
  config: Pick<ServerConfig, 'production' | 'publicUrl' | 'familyLinkUrl'>,
  request: FastifyRequest,
): { origin: string; rpID: string } | null {
  const { origin } = request.headers;
  if (!origin || !URL.canParse(origin)) return null;
  const url = new URL(origin);
  if (url.origin !== origin) return null;
  if (config.production && origin !== config.publicUrl && origin !== config.familyLinkUrl) return null;
  return { origin, rpID: url.hostname };
}

/**
 * A family's passkeys (issue 32): in its space it adds one on a device of its own (the device
 * checks it is theirs: user verification is required), and logs in with it later, without the
 * reference and code, into the one enquiry it was made for. Only the public key is kept. Each
 * request's challenge is stored (every server shares it) and used once; a log-in counts against
 * the family sign-in limits per address when its challenge is asked for, and gives it back.
 * Adding and removing are written in the trail as the family's; a log-in as any family sign-in.
 */
const passkeyRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  const notHere = (reply: FastifyReply) =>
    reply.code(403).send({
      error: ERROR_CODES.forbidden,
      message: 'Passkeys are made and used only at the site’s own address.',
    });

  // The list is the family's data: each reading is a line in the trail, as the family's.
  endpointRoute(app, PASSKEY_ENDPOINTS.list, async (request) => {
    const { reference } = signedInFamily(request);
    await request.audit('family-viewed-passkeys', { reference, as: FAMILY });
    return { passkeys: await familyPasskeys(db, reference) };
  });

  endpointRoute(app, PASSKEY_ENDPOINTS.addOptions, async (request, reply) => {
    const { reference } = signedInFamily(request);
    const site = passkeySite(config, request);
    if (!site) return notHere(reply);
    // The device lists the passkey under the reference alone: no name, no word of why.
    const options = await generateRegistrationOptions({
      rpName: site.rpID,
      rpID: site.rpID,
      userName: reference,
      userDisplayName: reference,
      attestationType: 'none',
      excludeCredentials: await passkeyCredentialIds(db, reference),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: TIMEOUT,
    });
    await keepChallenge(db, options.challenge, reference);
    return { options };
  });

  endpointRoute(app, PASSKEY_ENDPOINTS.add, async (request, reply) => {
    const { reference } = signedInFamily(request);
    const site = passkeySite(config, request);
    if (!site) return notHere(reply);
    const refused = (message: string) => reply.code(400).send({ error: ERROR_CODES.passkeyRefused, message });
    const verification = await verifyRegistrationResponse({
      // The schema checked its shape; the library checks the rest, and throws on what it cannot read.
      response: request.body.passkey as RegistrationResponseJSON,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, reference),
      expectedOrigin: site.origin,
      expectedRPID: site.rpID,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) {
      request.log.info('a new passkey was refused');
      return refused('The device’s answer could not be verified, or its request is used or over: add it again.');
    }
    const { credential, credentialDeviceType } = verification.registrationInfo;
    const passkey = await addPasskey(db, reference, {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      synced: credentialDeviceType === 'multiDevice',
    });
    if (!passkey) return refused('This enquiry keeps as many passkeys as it may, or has this one: remove one first.');
    return reply.code(201).send({ passkey });
  });

  endpointRoute(app, PASSKEY_ENDPOINTS.remove, async (request, reply) => {
    const { reference } = signedInFamily(request);
    if (!(await removePasskey(db, reference, request.params.id)))
      return reply.code(404).send({ error: ERROR_CODES.notFound, message: 'This enquiry has no such passkey.' });
    return reply.code(204).send();
  });

  endpointRoute(app, PASSKEY_ENDPOINTS.loginOptions, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const site = passkeySite(config, request);
    if (!site) return notHere(reply);
    const blockedUntil = await takeFamilySignInAttempt(db, PASSKEY_KEY, request.ip, config.loginLimits);
    if (blockedUntil) return refuseTooManyAttempts(request, reply, blockedUntil);
    const options = await generateAuthenticationOptions({
      rpID: site.rpID,
      userVerification: 'required',
      timeout: TIMEOUT,
    });
    await keepChallenge(db, options.challenge, null);
    return { options };
  });

  endpointRoute(app, PASSKEY_ENDPOINTS.login, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { passkey } = request.body;
    const site = passkeySite(config, request);
    const stored = site && (await storedPasskey(db, passkey.id));
    const verification =
      site && stored
        ? await verifyAuthenticationResponse({
            response: passkey as AuthenticationResponseJSON,
            expectedChallenge: (challenge) => takeChallenge(db, challenge, null),
            expectedOrigin: site.origin,
            expectedRPID: site.rpID,
            credential: {
              id: passkey.id,
              publicKey: isoBase64URL.toBuffer(stored.publicKey),
              counter: stored.counter,
              transports: stored.transports as WebAuthnCredential['transports'],
            },
            requireUserVerification: true,
          }).catch(() => null)
        : null;
    if (
      !stored ||
      !verification?.verified ||
      !(await passkeyUsed(db, stored.id, verification.authenticationInfo.newCounter, stored.counter))
    ) {
      request.log.info('family passkey log-in refused');
      return reply.code(401).send({
        error: ERROR_CODES.invalidCredentials,
        message: 'This passkey opens no enquiry here, or its answer could not be verified.',
      });
    }
    await forgiveFamilySignIn(db, PASSKEY_KEY, request.ip);
    const { id, family } = await createFamilySession(db, stored.reference);
    setSessionCookie(request, reply, id, config.production);
    request.log.info('family signed in with a passkey');
    return reply.code(200).send({ family });
  });
};

export default passkeyRoutes;
