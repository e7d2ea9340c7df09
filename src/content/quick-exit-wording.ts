import type { Bilingual } from '@/i18n/text';

/**
 * The quick exit's words: what a visitor may be seen reading over their shoulder, so they name the
 * action only ("Leave quickly"), never why someone would need it. In the first load: keep them short.
 */
export const quickExitWording = {
  label: { en: 'Leave quickly', ar: 'مغادرة سريعة' },
  hint: {
    en: 'Opens another website at once. Pressing Esc twice does the same.',
    ar: 'يفتح موقعًا آخر على الفور، وكذلك الضغط مرتين على مفتاح الخروج في لوحة المفاتيح.',
  },
} satisfies Record<string, Bilingual>;
