import type { Bilingual } from '@/i18n/text';

/** The inbox's saved views: named sets of filters, one of them the list's default. */
export const savedViewsWording = {
  heading: { en: 'Saved views', ar: 'العروض المحفوظة' },
  /** Read after a view's name when the list opens with it. */
  isDefault: { en: '(opens first)', ar: '(يُفتح أولًا)' },
  saveThese: { en: 'Save these filters as a view', ar: 'حفظ خيارات التصفية هذه عرضًا' },
  manage: { en: 'Manage views', ar: 'إدارة العروض' },
  nameLabel: { en: 'Name of the view', ar: 'اسم العرض' },
  nameHint: { en: 'For example: My day, New and unassigned.', ar: 'مثلًا: يومي، جديدة بلا مكلَّف.' },
  /** Under the name when a search is typed: it is not kept. */
  searchNotKept: {
    en: 'The search words are not saved: they can name a family.',
    ar: 'لا تُحفظ كلمات البحث، فقد تتضمن اسم أسرة.',
  },
  makeDefault: { en: 'Open the inbox with this view', ar: 'فتح صندوق الوارد على هذا العرض' },
  save: { en: 'Save view', ar: 'حفظ العرض' },
  close: { en: 'Close', ar: 'إغلاق' },
  nameMissing: { en: 'Give the view a name.', ar: 'اكتب اسمًا للعرض.' },
  /** `{count}`: the most views one member keeps. */
  tooMany: {
    en: 'You can keep {count} views. Remove one first.',
    ar: 'يمكنك الاحتفاظ بـ{count} عرضًا. احذف أحدها أولًا.',
  },
  /** `{name}`: the view's name. */
  saved: { en: 'Saved the view “{name}”.', ar: 'حُفظ العرض «{name}».' },
  replaced: { en: 'Updated the view “{name}” with these filters.', ar: 'حُدِّث العرض «{name}» بخيارات التصفية هذه.' },
  notSaved: {
    en: 'The views were not saved. Check your connection and try once more.',
    ar: 'لم تُحفظ العروض. تحقق من الاتصال ثم أعد المحاولة.',
  },
  removed: { en: 'Removed the view “{name}”.', ar: 'حُذف العرض «{name}».' },
  opensFirst: { en: 'The inbox now opens with “{name}”.', ar: 'سيُفتح صندوق الوارد الآن بالعرض «{name}».' },
  noneFirst: {
    en: 'The inbox now opens with all open items.',
    ar: 'سيُفتح صندوق الوارد الآن بكل الاستفسارات المفتوحة.',
  },
  opensWith: { en: 'The inbox opens with', ar: 'يُفتح صندوق الوارد على' },
  allOpen: { en: 'All open items', ar: 'كل الاستفسارات المفتوحة' },
  /** Said before a view's name on its remove button: "Remove My day". */
  remove: { en: 'Remove', ar: 'حذف' },
  none: {
    en: 'No saved views yet. Choose filters above, then save them as a view.',
    ar: 'لا توجد عروض محفوظة بعد. اختر خيارات التصفية في الأعلى ثم احفظها عرضًا.',
  },
} satisfies Record<string, Bilingual>;
