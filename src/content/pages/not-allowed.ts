import type { Bilingual } from '@/i18n/text';
import { titled, type PageMeta } from '../page-title';

/** A staff page the signed-in role may not open (the server refuses its data too). */
export const notAllowedMeta: PageMeta = {
  title: titled({ en: 'Not available to your role', ar: 'غير متاحة لدورك' }),
  heading: { en: 'Not available to your role', ar: 'هذه الصفحة غير متاحة لدورك' },
};

export const notAllowed = {
  description: {
    en: 'This page belongs to another role in the team.',
    ar: 'هذه الصفحة مخصّصة لدور آخر في الفريق.',
  },
  body: {
    en: 'Your account’s role does not include this page. If you need it for your work, ask an administrator to change your role.',
    ar: 'دور حسابك لا يشمل هذه الصفحة. إن كنت تحتاج إليها في عملك، فاطلب من أحد المسؤولين تغيير دورك.',
  },
  back: { en: 'Back to My Space', ar: 'العودة إلى مساحتي' },
} satisfies Record<string, Bilingual>;
