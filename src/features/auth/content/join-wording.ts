import type { PageMeta } from '@/content/page-meta';
import { titled } from '@/content/page-meta';
import type { Bilingual } from '@/i18n/text';

/** The invitation's page: a new staff member sets a password and a second factor. */
export const joinWording = {
  meta: {
    title: titled({ en: 'Join the team', ar: 'الانضمام إلى الفريق' }),
    heading: { en: 'Join the team', ar: 'الانضمام إلى الفريق' },
  } satisfies PageMeta,
  description: {
    en: 'Set your password and your second factor to open your staff account.',
    ar: 'ضع كلمة مرورك وفعّل التحقق الثاني لتفتح حسابك في مساحة الفريق.',
  } satisfies Bilingual,
};
