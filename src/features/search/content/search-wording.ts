import { formatNumber } from '@/i18n/format';
import type { Bilingual } from '@/i18n/text';

/** The phone search bar's wording. */
export const searchWording = {
  label: { en: 'Search the site', ar: 'ابحث في الموقع' },
  placeholder: { en: 'Search pages…', ar: 'ابحث في الصفحات…' },
  results: { en: 'Matching pages', ar: 'الصفحات المطابقة' },
  noMatch: { en: 'No pages match your search.', ar: 'لا توجد صفحات مطابقة لبحثك.' },
} satisfies Record<string, Bilingual>;

/** Announced as the results change: "3 pages found". */
export const resultCount = (count: number): Bilingual => ({
  en: count === 1 ? '1 page found' : `${count} pages found`,
  ar: `عدد الصفحات المطابقة: ${formatNumber(count, 'ar')}`,
});
