import type { Bilingual } from '@/i18n/text';

/** The footer's wording; the footer loads beside the page, so these stay out of the first load. */
export const footerWording = {
  /** The brand block's title (spec §2: "Home", in Arabic "the main page"). */
  home: { en: 'Home', ar: 'الصفحة الرئيسية' },
  explore: { en: 'Explore', ar: 'تصفّح' },
  reachUs: { en: 'Reach us', ar: 'تواصل معنا' },
  fees: { en: 'Fees', ar: 'الرسوم' },
  copyright: { en: 'Copyright', ar: 'حقوق النشر' },
} satisfies Record<string, Bilingual>;

/** The social networks' names, keyed like the kit's `Brand` (content imports no components, so no type from there). */
export const socialNetworks = {
  facebook: { en: 'Facebook', ar: 'فيسبوك' },
  instagram: { en: 'Instagram', ar: 'إنستغرام' },
  linkedin: { en: 'LinkedIn', ar: 'لينكدإن' },
  whatsapp: { en: 'WhatsApp', ar: 'واتساب' },
  x: { en: 'X', ar: 'إكس' },
  youtube: { en: 'YouTube', ar: 'يوتيوب' },
} satisfies Record<string, Bilingual>;
