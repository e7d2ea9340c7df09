import { Secret, TOTP } from 'otpauth';
import { TOTP_PERIOD_SECONDS } from '#contracts/second-factor';

/** The code of time step `step` (TOTP_PERIOD_SECONDS each) for a base32 secret, as an authenticator app shows it. */
export const totpCode = (secret: string, step = currentStep()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });

export const currentStep = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * What the tests' "phones" know of each enrolled account (by email): its secret, the last time step
 * used, and its unused recovery codes. A fresh database's first sign-in enrols again and replaces it.
 */
const key = (email: string) => email.trim().toLowerCase();
const authenticators = new Map<string, { secret: string; lastStep: number; recoveryCodes: string[] }>();

/** A one-time enrolment link's token for an account with no second factor, or null: what an admin would send its owner. */
export type EnrolmentLinkSource = (email: string) => Promise<string | null>;
const enrolmentLinkSources = new Map<string, EnrolmentLinkSource>();

/**
 * Where `signIn` gets an enrolment link for the accounts of the server at `base` (the tests issue
 * one in its database; the bench reads the one `staff add` printed). Answers the way to stop.
 */
export function offerEnrolmentLinks(base: string, source: EnrolmentLinkSource) {
  enrolmentLinkSources.set(base, source);
  return () => enrolmentLinkSources.delete(base);
}

/** An enrolment link's token from the source offered for the server at `base`, or null. */
export const enrolmentLinkFor = async (base: string, email: string) =>
  (await enrolmentLinkSources.get(base)?.(email)) ?? null;

/** A staff member's browser: keeps the session and pending sign-in cookies and sends this site's Origin with writes. */
export class StaffClient {
  /** The session cookie (`sakina_session=…`), or null. */
  cookie: string | null = null;
  /** The pending sign-in cookie (`sakina_pending=…`) between the password and the second factor, or null. */
  pending: string | null = null;

  constructor(
    readonly base: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookies = [this.cookie, this.pending].filter(Boolean).join('; ');
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { Origin: this.base }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(cookies ? { Cookie: cookies } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(';')[0] ?? '';
      const value = pair.endsWith('=') ? null : pair;
      if (pair.startsWith('sakina_pending=')) this.pending = value;
      else this.cookie = value;
    }
    return response;
  }

  /** The password step alone (POST /api/login). */
  login(email: string, password: string, headers: Record<string, string> = {}) {
    return this.request('POST', '/api/login', { email, password }, headers);
  }

  /** The code step (POST /api/login/code). */
  code = (code: string) => this.request('POST', '/api/login/code', { code });

  /**
   * A whole sign-in, as a returning staff member makes it: the password, then a code from the
   * authenticator. An account with no second factor yet, refused at the password, is enrolled first
   * from an enrolment link (`offerEnrolmentLinks`) with its password, and then signs in again, so
   * the answer is always the code step's `{ user }`. Each code is of a time step not used before,
   * or, when the steps of this moment are used up (the tests sign in faster than every 30
   * seconds), a recovery code. The demo account in demo mode answers `{ user }` at the password.
   */
  async signIn(email: string, password: string): Promise<Response> {
    const answer = await this.login(email, password);
    if (answer.status === 403) {
      const { error } = (await answer.clone().json()) as { error?: string };
      const token = error === 'enrolment_link_required' ? await enrolmentLinkFor(this.base, email) : null;
      if (!token) return answer;
      const enrolled = await this.enrolWithLink(token, email, password);
      return enrolled.status === 200 ? this.signIn(email, password) : enrolled;
    }
    if (answer.status !== 200) return answer;
    const { next } = (await answer.clone().json()) as { next?: string };
    if (next === undefined) return answer;
    const phone = authenticators.get(key(email));
    if (!phone) throw new Error(`The tests never enrolled ${email}.`);
    // The current step, or the next (the server accepts one either side); never one used already.
    const step = [currentStep(), currentStep() + 1].find((candidate) => candidate > phone.lastStep);
    if (step === undefined) return this.code(phone.recoveryCodes.shift() ?? 'no recovery code left');
    phone.lastStep = step;
    return this.code(totpCode(phone.secret, step));
  }

  /** An enrolment link's page: the token and the password, then enrolment; answers the first refusal or the confirmation. */
  async enrolWithLink(token: string, email: string, password: string): Promise<Response> {
    const accepted = await this.request('POST', '/api/login/enrolment-link/accept', { token, password });
    return accepted.status === 200 ? this.enrol(email) : accepted;
  }

  /** Enrolment after a step that answered `{ next: 'enrol' }` (an invitation, an enrolment link); answers the confirmation. */
  async enrol(email: string): Promise<Response> {
    const offered = await this.request('POST', '/api/login/enrol');
    if (offered.status !== 200) throw new Error(`Enrolment answered ${offered.status}.`);
    const { secret } = (await offered.json()) as { secret: string };
    const step = currentStep();
    const confirmed = await this.request('POST', '/api/login/enrol/confirm', { code: totpCode(secret, step) });
    if (confirmed.status === 200) {
      const { recoveryCodes } = (await confirmed.clone().json()) as { recoveryCodes: string[] };
      authenticators.set(key(email), { secret, lastStep: step, recoveryCodes });
    }
    return confirmed;
  }

  get = (path: string) => this.request('GET', path);
  patch = (path: string, body: unknown) => this.request('PATCH', path, body);
}
