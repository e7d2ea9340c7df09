import type { Bilingual } from '@/i18n/text';

/*
 * The wording of the site's chrome: layout, navbar, drawer, footer, tab bar, toggles, and the
 * error, 404 and loading screens; and the words the UI kit is handed by its callers (the kit
 * holds no wording of its own). One wording per meaning, so the site never says a thing two
 * ways; the common actions the lazy parts share ("Try again") are in `action-wording.ts`.
 *
 * Everything here is in the visitor's first load, so it stays short: the footer's words are in
 * `footer-wording.ts`, the alert tones in `alert-tones.ts` (both load later), a page's own words
 * in `pages/`, a feature's beside the feature (`src/features/<name>/wording.ts`).
 */

export const ui = {
  skipToContent: { en: 'Skip to content', ar: 'انتقل إلى المحتوى' },
  /** The drawer, as a landmark name. */
  menu: { en: 'Menu', ar: 'القائمة' },
  openMenu: { en: 'Open menu', ar: 'فتح القائمة' },
  closeMenu: { en: 'Close menu', ar: 'إغلاق القائمة' },
  /** Read before the other language's name on the language toggle: "Switch to العربية", «التبديل إلى English». */
  switchLanguageTo: { en: 'Switch to', ar: 'التبديل إلى' },
  toLightMode: { en: 'Switch to light mode', ar: 'التبديل إلى الوضع الفاتح' },
  toDarkMode: { en: 'Switch to dark mode', ar: 'التبديل إلى الوضع الداكن' },
  callUs: { en: 'Call us', ar: 'اتصل بنا' },
  whatsappUs: { en: 'WhatsApp us', ar: 'راسلنا عبر واتساب' },
  logOut: { en: 'Log out', ar: 'تسجيل الخروج' },
  loading: { en: 'Loading', ar: 'جارٍ التحميل' },
  /** Said after the name of a link that opens another site in a new tab. */
  opensInNewTab: { en: '(opens in a new tab)', ar: '(يفتح في علامة تبويب جديدة)' },
} satisfies Record<string, Bilingual>;

/** The call button's full name, with the number it dials. */
export const callUsOn = (phone: string): Bilingual => ({ en: `Call us on ${phone}`, ar: `اتصل بنا على ${phone}` });

/** The first link of a menu group that has a page of its own: "All treatments". */
export const groupOverview = (group: Bilingual): Bilingual => ({
  en: `All ${group.en.toLowerCase()}`,
  ar: `كل ${group.ar}`,
});

/** The generic error page (spec §2, English verbatim): the sentence runs around the link to the homepage. */
export const errorScreen = {
  before: { en: 'An error has occured. Please go to the ', ar: 'حدث خطأ. يُرجى الانتقال إلى ' },
  homepage: { en: 'homepage', ar: 'الصفحة الرئيسية' },
  after: {
    en: '. If the link does not work, please try again later.',
    ar: '. وإذا لم يعمل الرابط، فيُرجى إعادة المحاولة لاحقًا.',
  },
} satisfies Record<string, Bilingual>;
