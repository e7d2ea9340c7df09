import type { Bilingual } from '@/i18n/text';

/**
 * Read before an alert's message, so a screen reader says what the colour and icon show;
 * keyed like the kit's `AlertTone`, passed to `Alert` as `toneLabel`.
 */
export const alertTones = {
  info: { en: 'Information', ar: 'معلومة' },
  success: { en: 'Success', ar: 'تم بنجاح' },
  warning: { en: 'Warning', ar: 'تحذير' },
  danger: { en: 'Error', ar: 'خطأ' },
} satisfies Record<string, Bilingual>;
