import type { Bilingual } from '@/i18n/text';

/** The fees page: what a stay costs, what it includes, and how it is paid. */
export const fees = {
  description: {
    en: 'Fees per programme, what a stay includes and what it does not, deposits and refunds, insurance and payment methods.',
    ar: 'رسوم كل برنامج، وما تشمله الإقامة وما لا تشمله، والعربون والاسترداد، والتأمين، وطرق الدفع.',
  } satisfies Bilingual,
};
