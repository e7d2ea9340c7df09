import type { Bilingual } from '@/i18n/text';

/** Each staff member's own account page. */
export const profileWording = {
  description: {
    en: 'Your name, the language of the staff area, your password and your second factor.',
    ar: 'اسمك، ولغة مساحة الفريق، وكلمة مرورك، والتحقق الثاني.',
  },
} satisfies Record<string, Bilingual>;
