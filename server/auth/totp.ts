import { Secret, TOTP } from 'otpauth';
import { encode } from 'uqr';
import type { EnrolmentAnswer } from '#contracts/auth';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '#contracts/second-factor';

const totp = (secret: string, label?: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 160 random bits (RFC 4226's recommendation), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the enrolment screen shows: the secret, its otpauth URI, and the URI as QR modules (drawn by the page). */
export function enrolmentOf(secret: string, email: string): EnrolmentAnswer {
  const uri = totp(secret, email).toString();
  const { data } = encode(uri, { ecc: 'M', border: 0 });
  return { secret, uri, qr: data.map((row) => row.map((dark) => (dark ? '1' : '0')).join('')) };
}

/**
 * The time step `code` belongs to: the current one, or one either side for a phone's clock a little
 * off; null when it matches none. The caller refuses a step already used (no replay).
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : generator.counter({ timestamp: now }) + delta;
}
