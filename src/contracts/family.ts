import type { Bilingual, Language } from './languages';
import type { ReferenceKind } from './reference';

/** The role of a family signed in to its own enquiry: it holds no staff permission. */
export const FAMILY_ROLE = 'family';
export type FamilyRole = typeof FAMILY_ROLE;

/** Where a family's enquiry stands, in the words a family uses (from the pipeline's stage). */
export const STANDINGS = ['received', 'reaching', 'callBooked', 'assessment', 'decision'] as const;
export type Standing = (typeof STANDINGS)[number];

export const STANDING_WORDS: Readonly<Record<Standing, Bilingual>> = {
  received: { en: 'We have received your enquiry.', ar: 'وصلنا استفساركم.' },
  reaching: {
    en: 'We are trying to reach you at the times you chose.',
    ar: 'نحاول التواصل معكم في الأوقات التي اخترتموها.',
  },
  callBooked: { en: 'A call with you is booked.', ar: 'حُدِّد موعد لاتصالنا بكم.' },
  assessment: { en: 'Your assessment is booked.', ar: 'حُدِّد موعد التقييم.' },
  decision: {
    en: 'A decision has been made. We will tell you or have told you.',
    ar: 'اتُّخذ القرار، وسنبلغكم به أو أبلغناكم.',
  },
};

/** The family signed in to one enquiry: `role` tells it from a staff member on every page. */
export interface FamilyUser {
  role: FamilyRole;
  reference: string;
  kind: ReferenceKind;
  /** The language the enquiry was sent in. */
  language: Language;
  receivedAt: string;
  standing: Standing;
  /** When the assessment is, while one is booked (standing `assessment`); else null. */
  assessmentAt: string | null;
}

/** `{ family }`: the answer of POST /api/family/login and GET /api/family/session. */
export interface FamilySessionAnswer {
  family: FamilyUser;
}
