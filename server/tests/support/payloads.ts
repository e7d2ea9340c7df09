import { CONSENT_VERSION } from '#contracts/consent';

/** The phone field for a UAE mobile number given without its dial code, e.g. `501234567`. */
export const uaePhone = (national: string) => ({ country: 'AE', dialCode: '+971', national, e164: `+971${national}` });

/** A valid admissions enquiry as the form sends it (api/send-enquiry.ts). */
export const enquiry = (overrides: Record<string, unknown> = {}) => ({
  forWhom: 'someone-else',
  name: 'Layla Haddad',
  phone: uaePhone('501234567'),
  email: 'layla@example.com',
  contactMethod: 'whatsapp',
  preferredTime: 'evening',
  programme: 'addiction',
  message: 'My brother needs help.',
  consent: true,
  consentVersion: CONSENT_VERSION,
  language: 'en',
  ...overrides,
});

/** The contact rules as the form sends them (api/send-enquiry.ts): the protective ones for Saudi Arabia. */
export const discretion = (overrides: Record<string, unknown> = {}) => ({
  leaveMessage: false,
  nameCentre: false,
  safeDays: ['sun', 'mon', 'tue', 'wed', 'thu'],
  safeFrom: 9,
  safeTo: 18,
  timeZone: 'Asia/Riyadh',
  ...overrides,
});

/** A valid contact message as the form sends it (api/send-contact.ts). */
export const contactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Omar Said',
  email: 'omar@example.com',
  subject: 'Visiting hours',
  message: 'When can families visit?',
  consent: true,
  consentVersion: CONSENT_VERSION,
  language: 'en',
  ...overrides,
});

/** POSTs a body (JSON unless a string is given) as a page of `origin` would. */
export const post = (url: string, origin: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
