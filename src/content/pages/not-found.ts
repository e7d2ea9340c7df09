import { site } from '@/config/site';
import type { Bilingual } from '@/i18n/text';

/**
 * The 404 body, English verbatim from the spec ("your are" included). The Arabic opens with the
 * spec's «الصفحة غير موجودة» and goes on to say what the English says.
 */
export const notFoundBody: Bilingual = {
  en: 'The page your are looking for cannot be found. It may have been removed, had its name changed, or is temporarily unavailable.',
  ar: 'الصفحة غير موجودة. تعذّر العثور على الصفحة التي تبحث عنها؛ ربما حُذفت أو تغيّر اسمها أو أنها غير متاحة مؤقتًا.',
};

/** The 404 page's meta description; its heading and title are in page-meta. */
export const notFound: { description: Bilingual } = {
  description: {
    en: `The page you are looking for is not on the ${site.name.en} website. The home page leads to our treatments, facilities, teams and admissions.`,
    ar: `الصفحة التي تبحث عنها غير موجودة في موقع ${site.name.ar}. ومن الصفحة الرئيسية تصل إلى برامجنا العلاجية ومرافقنا وفرق العمل والقبول.`,
  },
};
