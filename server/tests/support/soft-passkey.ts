import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** Flags of authenticator data: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function counterBytes(counter: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/**
 * A software passkey for the server's tests: one P-256 key on a device that answers WebAuthn
 * requests as a browser would hand them on (the JSON forms), for `origin`. `verified: false`
 * answers without user verification; `counter` is what the next answer carries.
 */
export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  readonly userHandle = randomBytes(16);
  counter = 0;
  verified = true;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  constructor(readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id() {
    return b64(this.credentialId);
  }

  private get rpIdHash() {
    return sha256(new URL(this.origin).hostname);
  }

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private flags(extra = 0) {
    return Buffer.from([UP | (this.verified ? UV : 0) | extra]);
  }

  /** RegistrationResponseJSON for `options.challenge`, from `origin` (the page's, unless a test says otherwise). */
  create(options: { challenge: string }, origin = this.origin) {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash,
      this.flags(AT),
      counterBytes(this.counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return this.answer({
      clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64(attestation),
      transports: ['internal'],
    });
  }

  /** AuthenticationResponseJSON for `options.challenge`, signed by this key. */
  get(options: { challenge: string }, origin = this.origin) {
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const authData = Buffer.concat([this.rpIdHash, this.flags(), counterBytes(this.counter)]);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return this.answer({
      clientDataJSON: b64(clientData),
      authenticatorData: b64(authData),
      signature: b64(signature),
      userHandle: b64(this.userHandle),
    });
  }

  /** A credential's JSON around its `response`, as the browser hands it to the page. */
  private answer<R extends object>(response: R) {
    const { id } = this;
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response,
    };
  }
}
