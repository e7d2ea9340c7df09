import type { Bilingual } from '@/i18n/text';

/**
 * The menus' landmark names, apart from the first load's words (src/content/ui-wording.ts): the
 * navbar's menu and the tab bar arrive with the menus' own chunk.
 */
export const menuWording = {
  /** The navbar's menu (not «الرئيسية», the Home link's name). */
  mainMenu: { en: 'Main', ar: 'القائمة الرئيسية' },
  /** The bottom tab bar. */
  quickLinks: { en: 'Quick links', ar: 'روابط سريعة' },
} satisfies Record<string, Bilingual>;
