import { site } from '@/config/site';
import { formatNumber } from '@/i18n/format';
import type { Bilingual } from '@/i18n/text';
import { titled, type PageMeta } from '../page-title';

const error404: Bilingual = { en: '404 Error', ar: `خطأ ${formatNumber(404, 'ar')}` };

/**
 * The 404 page's title and heading. Here rather than in page-meta, so that its Intl formatting runs only
 * where the 404 page loads, not in every page's first script.
 */
export const notFoundMeta: PageMeta = {
  title: titled({ en: `${error404.en} | Page Not Found`, ar: `${error404.ar} | الصفحة غير موجودة` }),
  heading: error404,
};

/**
 * The 404 body, English verbatim from the spec ("your are" included). The Arabic opens with the
 * spec's «الصفحة غير موجودة» and goes on to say what the English says.
 */
export const notFoundBody: Bilingual = {
  en: 'The page your are looking for cannot be found. It may have been removed, had its name changed, or is temporarily unavailable.',
  ar: 'الصفحة غير موجودة. تعذّر العثور على الصفحة التي تبحث عنها؛ ربما حُذفت أو تغيّر اسمها أو أنها غير متاحة مؤقتًا.',
};

/** The 404 page's meta description. */
export const notFound: { description: Bilingual } = {
  description: {
    en: `The page you are looking for is not on the ${site.name.en} website. The home page leads to our treatments, facilities, teams and admissions.`,
    ar: `الصفحة التي تبحث عنها غير موجودة في موقع ${site.name.ar}. ومن الصفحة الرئيسية تصل إلى برامجنا العلاجية ومرافقنا وفرق العمل والقبول.`,
  },
};

/** The way back from the 404 page. */
export const backToHome: Bilingual = { en: 'Back to the home page', ar: 'العودة إلى الصفحة الرئيسية' };
