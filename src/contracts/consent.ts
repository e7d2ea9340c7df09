import { RELATIONSHIPS, type Relationship } from './forms/discretion';
import type { Bilingual, Language } from './languages';
import type { ReferenceKind } from './reference';

/**
 * The agreement both forms ask for, the one wording the forms show and the server records (ADR 020).
 * The centre's name is written out: contracts import no site config (a test holds it to `site.name`).
 */
export const CONSENT_WORDING = {
  before: { en: 'I have read the ', ar: 'اطّلعت على ' },
  link: { en: 'privacy policy', ar: 'سياسة الخصوصية' },
  after: {
    en: ' and agree that Sakina Wellness Centre may use these details to reply to me.',
    ar: ' وأوافق على أن يستخدم مركز سكينة للعافية هذه البيانات للرد عليّ.',
  },
} as const satisfies Record<string, Bilingual>;

export type ConsentWording = Record<keyof typeof CONSENT_WORDING, Bilingual>;

/** The sentence as a family reads it in `language`. */
export const consentText = (wording: ConsentWording, language: Language) =>
  wording.before[language] + wording.link[language] + wording.after[language];

/**
 * The date the privacy policy the box links to was last changed (the page shows it). It is part of the
 * version: a family that agreed before a change of the policy agreed to the earlier one.
 */
export const PRIVACY_POLICY_DATE = '2026-11-28';

/**
 * A wording's version: FNV-1a (32 bits, 8 hex digits) of both languages' sentences and the policy's
 * date. Derived, never typed, so a changed word cannot keep an old version; the same in the browser
 * and on the server.
 */
export function consentVersion(wording: ConsentWording, policyDate: string = PRIVACY_POLICY_DATE): string {
  let hash = 0x811c9dc5;
  for (const char of `${consentText(wording, 'en')}\u0000${consentText(wording, 'ar')}\u0000${policyDate}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The version the forms show now. */
export const CONSENT_VERSION = consentVersion(CONSENT_WORDING);
export const CONSENT_VERSION_PATTERN = /^[0-9a-f]{8}$/;

/**
 * The 400 `invalid_fields` answer's fields for a version the server never recorded (a page from a
 * build it did not serve): the form says so on its consent box and keeps what was typed.
 */
export const CONSENT_OUTDATED = { consent: 'consent.outdated' } as const;

/** Who gave it: the person themself, or someone for them (by their relationship when the form says). */
export const CONSENT_GIVERS = ['self', 'someone-else', ...RELATIONSHIPS] as const;
export type ConsentGiver = (typeof CONSENT_GIVERS)[number];

export const consentGiver = (forWhom: 'self' | 'someone-else', relationship: Relationship | null): ConsentGiver =>
  forWhom === 'self' ? 'self' : (relationship ?? 'someone-else');

/** A form as its consent record reads it: an enquiry says whom it is about; a contact message is its sender's own. */
export interface ConsentForm {
  kind: ReferenceKind;
  language: Language;
  /** 'someone-else' for an enquiry about another person; any other value reads as the sender's own. */
  forWhom?: string | null;
  relationship?: Relationship | null;
}

/** Who gave a form's consent. */
export const formConsentGiver = ({ kind, forWhom, relationship }: ConsentForm): ConsentGiver =>
  kind === 'enquiry' && forWhom === 'someone-else' ? consentGiver(forWhom, relationship ?? null) : 'self';

/** What staff see of an item's consent; null on an item stored before consent was recorded. */
export interface ConsentGiven {
  version: string;
  language: Language;
  givenAt: string;
  form: ReferenceKind;
  by: ConsentGiver;
  /** The sentence the family agreed to, in the language they read it. */
  text: string;
}

/** The consent record of a form sent at `givenAt` with this build's wording (the demo and the mock server keep these). */
export const currentConsent = (form: ConsentForm, givenAt: string): ConsentGiven => ({
  version: CONSENT_VERSION,
  language: form.language,
  givenAt,
  form: form.kind,
  by: formConsentGiver(form),
  text: consentText(CONSENT_WORDING, form.language),
});
