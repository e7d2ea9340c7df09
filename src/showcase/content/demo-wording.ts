import { isolateLtr } from '@/i18n/isolate';
import type { Bilingual } from '@/i18n/text';

/** The e-mail field several demos show, worded once as a real form words it (the address isolated in Arabic). */
export const emailDemo = {
  label: { en: 'Email', ar: 'البريد الإلكتروني' },
  invalid: {
    en: 'Enter an email address such as name@example.com.',
    ar: `أدخل بريدًا إلكترونيًا مثل ${isolateLtr('name@example.com')}.`,
  },
} satisfies Record<string, Bilingual>;
