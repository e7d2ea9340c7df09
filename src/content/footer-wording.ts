import type { Bilingual } from '@/i18n/text';

/** The footer's wording; the footer loads beside the page, so these stay out of the first load. */
export const footerWording = {
  /** The brand block's title (spec §2: "Home", in Arabic "the main page"). */
  home: { en: 'Home', ar: 'الصفحة الرئيسية' },
  explore: { en: 'Explore', ar: 'تصفّح' },
  reachUs: { en: 'Reach us', ar: 'تواصل معنا' },
  fees: { en: 'Fees', ar: 'الرسوم' },
} satisfies Record<string, Bilingual>;

/**
 * The copyright line (spec §2: the copyright word and a year, already in the reader's digits):
 * "Copyright © 2026 Sakina Wellness Centre", «© ٢٠٢٦ مركز سكينة للعافية. جميع الحقوق محفوظة».
 */
export const copyrightLine = (year: string, owner: Bilingual): Bilingual => ({
  en: `Copyright © ${year} ${owner.en}`,
  ar: `© ${year} ${owner.ar}. جميع الحقوق محفوظة`,
});

/** The social networks' names, keyed like the kit's `Brand` (content imports no components, so no type from there). */
export const socialNetworks = {
  facebook: { en: 'Facebook', ar: 'فيسبوك' },
  instagram: { en: 'Instagram', ar: 'إنستغرام' },
  linkedin: { en: 'LinkedIn', ar: 'لينكدإن' },
  whatsapp: { en: 'WhatsApp', ar: 'واتساب' },
  x: { en: 'X', ar: 'إكس' },
  youtube: { en: 'YouTube', ar: 'يوتيوب' },
} satisfies Record<string, Bilingual>;
