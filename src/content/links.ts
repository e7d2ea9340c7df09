import { paths } from '#contracts/routes';
import type { InternalLink } from './types';

/** Links many pages repeat, worded the same way everywhere. */
export const links = {
  bookNow: { label: { en: 'Book Now', ar: 'احجز الآن' }, to: paths.admissions },
  bookAssessment: { label: { en: 'Book a free assessment', ar: 'احجز تقييمًا مجانيًا' }, to: paths.admissions },
  contactUs: { label: { en: 'Contact us', ar: 'تواصل معنا' }, to: paths.contactUs },
  logIn: { label: { en: 'Log In', ar: 'تسجيل الدخول' }, to: paths.login },
} as const satisfies Record<string, InternalLink>;
