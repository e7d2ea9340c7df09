import type { Bilingual } from '@/i18n/text';

/**
 * The words of common actions the lazy parts share (one wording per meaning: whatever says "Try again"
 * takes it from here), apart from `ui-wording.ts` so they stay out of the visitor's first load.
 */
export const actions = {
  tryAgain: { en: 'Try again', ar: 'إعادة المحاولة' },
  /** Said before what a remove button removes: "Remove French". */
  remove: { en: 'Remove', ar: 'إزالة' },
  search: { en: 'Search', ar: 'بحث' },
  /** A save button's words while its change is sent. */
  saving: { en: 'Saving…', ar: 'جارٍ الحفظ…' },
} satisfies Record<string, Bilingual>;
