import type { Bilingual } from '@/i18n/text';

/**
 * The 404 body, English verbatim from the spec ("your are" included). The Arabic opens with the
 * spec's «الصفحة غير موجودة» and goes on to say what the English says.
 */
export const notFoundBody: Bilingual = {
  en: 'The page your are looking for cannot be found. It may have been removed, had its name changed, or is temporarily unavailable.',
  ar: 'الصفحة غير موجودة. تعذّر العثور على الصفحة التي تبحث عنها؛ ربما حُذفت أو تغيّر اسمها أو أنها غير متاحة مؤقتًا.',
};
