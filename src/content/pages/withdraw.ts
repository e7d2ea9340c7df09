import type { Bilingual } from '@/i18n/text';

/** The page where a family withdraws its enquiry with its reference and withdrawal code. */
export const withdraw = {
  description: {
    en: 'See what the centre holds from your enquiry or message, and withdraw it: it is deleted for good.',
    ar: 'اطّلع على ما يحتفظ به المركز من استفسارك أو رسالتك، واسحبه: يُحذف نهائيًا.',
  } satisfies Bilingual,
};
