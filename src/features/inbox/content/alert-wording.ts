import type { Bilingual } from '@/i18n/text';

/** The inbox's opt-in alert for new items, on this device. */
export const alertWording = {
  label: { en: 'Alert me to new items on this device', ar: 'نبّهني عند وصول استفسارات جديدة على هذا الجهاز' },
  hint: {
    en: 'A short tone and a notification with the count only, never a name, while the inbox is open.',
    ar: 'نغمة قصيرة وإشعار يذكر العدد فقط، دون أي اسم، ما دام صندوق الوارد مفتوحًا.',
  },
  blocked: {
    en: 'Your browser blocks notifications from this site, so only the tone plays. Allow them in its settings.',
    ar: 'يحظر متصفحك الإشعارات من هذا الموقع، لذا تُسمع النغمة فقط. اسمح بها من إعدادات المتصفح.',
  },
} satisfies Record<string, Bilingual>;
