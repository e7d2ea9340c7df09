import type { Bilingual } from '@/i18n/text';

/** The showcase's own chrome: its page list and the note on pages whose component lives in the site layout. */
export const showcaseWording = {
  pagesNav: { en: 'UI kit pages', ar: 'صفحات مكونات الواجهة' },
  pages: { en: 'Pages', ar: 'الصفحات' },
  layoutNote: {
    en: 'The live component appears in the site layout; open any page of the site to see it in place.',
    ar: 'يظهر المكوّن الفعلي ضمن تخطيط الموقع؛ افتح أي صفحة من صفحات الموقع لتراه في مكانه.',
  },
} satisfies Record<string, Bilingual>;
