import type { Bilingual } from './languages.ts';
import type { PageId } from './routes.ts';
import { CART_NAME } from './cart-name.ts';

/**
 * The names of the pages the staff navigation links to, as their titles say them too
 * (src/content/page-meta.ts): the server sends the navigation, so the names live here.
 */
export const PAGE_NAMES = {
  inbox: { en: 'Admissions Inbox', ar: 'صندوق الوارد' },
  reports: { en: 'Reports', ar: 'التقارير' },
  accounts: { en: 'Staff Accounts', ar: 'حسابات الفريق' },
  audit: { en: 'Audit Trail', ar: 'سجل التدقيق' },
  requests: { en: 'Families’ Requests', ar: 'حقوق الأسر في بياناتها' },
  breaches: { en: 'Breach Register', ar: 'سجل حوادث تسرّب البيانات' },
  clinicalReview: { en: 'Clinical Review', ar: 'المراجعة السريرية' },
  profile: { en: 'My Account', ar: 'حسابي' },
  cart: CART_NAME,
  contactUs: { en: 'Contact Us', ar: 'تواصل معنا' },
  privacyPolicy: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  termsOfService: { en: 'Terms of Service', ar: 'شروط الخدمة' },
} as const satisfies Partial<Record<PageId, Bilingual>>;
