import type { Bilingual } from '@/i18n/text';
import type { ConfirmProblem, NewPasswordProblem } from '@/lib/new-password';

/** Choosing a new password (an invitation, My Account): its fields, its rules and their problems. `{min}`, `{max}`: its lengths. */
export const passwordWording = {
  newPassword: { en: 'New password', ar: 'كلمة المرور الجديدة' },
  confirmPassword: { en: 'Confirm the new password', ar: 'تأكيد كلمة المرور الجديدة' },
  rules: {
    en: 'At least {min} characters. A few unrelated words make a password that is long, easy to remember and hard to guess.',
    ar: 'لا تقل عن {min} حرفًا. بضع كلمات لا رابط بينها تصنع كلمة مرور طويلة يسهل تذكّرها ويصعب تخمينها.',
  },
  problems: {
    'new-required': { en: 'Enter a new password.', ar: 'أدخل كلمة مرور جديدة.' },
    'new-short': { en: 'Use at least {min} characters.', ar: 'استخدم {min} حرفًا على الأقل.' },
    'new-long': { en: 'Use at most {max} characters.', ar: 'استخدم {max} حرفًا على الأكثر.' },
    'new-same': {
      en: 'Choose a password different from the current one.',
      ar: 'اختر كلمة مرور مختلفة عن الحالية.',
    },
    'confirm-required': { en: 'Enter the new password again.', ar: 'أدخل كلمة المرور الجديدة مرة أخرى.' },
    'confirm-mismatch': { en: 'The two passwords are not the same.', ar: 'كلمتا المرور غير متطابقتين.' },
  } satisfies Record<NewPasswordProblem | ConfirmProblem, Bilingual>,
};
