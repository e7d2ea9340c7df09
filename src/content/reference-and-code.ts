import { isolateLtr } from '@/i18n/isolate';
import type { Language } from '@/i18n/languages';

/** The reference the hint shows as an example, in the contract's shape; it stays left to right in Arabic. */
export const EXAMPLE_REFERENCE = 'SW-4F7K2';

/**
 * The reference and code fields, one wording wherever a family types them (the login page, the
 * withdrawal page): the code given with the reference both signs in and withdraws, so it is "the
 * code", with the confirmation's name for it in the hint.
 */
export const referenceCodeWording = {
  reference: {
    label: { en: 'Reference', ar: 'الرقم المرجعي' },
    hint: {
      en: (example: string) => `As in your confirmation, such as ${example}.`,
      ar: (example: string) => `كما ورد في رسالة التأكيد، مثل ${isolateLtr(example)}.`,
    } satisfies Record<Language, (example: string) => string>,
    invalid: {
      en: 'Enter the reference from your confirmation: two letters, a dash, then five letters or digits.',
      ar: 'أدخلوا الرقم المرجعي الوارد في رسالة التأكيد: حرفان لاتينيان وشَرطة، ثم خمسة أحرف أو أرقام.',
    },
  },
  code: {
    label: { en: 'Code', ar: 'الرمز' },
    hint: {
      en: 'The 16 letters and digits shown with your reference (the withdrawal code), in capitals or not, with or without the dashes.',
      ar: 'الأحرف والأرقام الستة عشر التي ظهرت مع الرقم المرجعي (رمز السحب)، بأحرف كبيرة أو صغيرة، مع الشَّرطات أو دونها.',
    },
    invalid: {
      en: 'Enter the 16-character code from your confirmation.',
      ar: 'أدخلوا الرمز المكوّن من ١٦ حرفًا ورقمًا، كما ورد في رسالة التأكيد.',
    },
  },
};
