import { site } from '@/config/site';
import type { Bilingual } from '@/i18n/text';

/** Page metadata (spec §3): the document title and the page's one `h1`. */
export interface PageMeta {
  title: Bilingual;
  heading: Bilingual;
}

/** "Facilities | Sakina Wellness Centre" in each language. */
export const titled = (name: Bilingual): Bilingual => ({
  en: `${name.en} | ${site.name.en}`,
  ar: `${name.ar} | ${site.name.ar}`,
});

export const page = (name: Bilingual, heading: Bilingual = name): PageMeta => ({ title: titled(name), heading });

export const errorMeta: PageMeta = {
  title: titled({ en: 'Error', ar: 'خطأ' }),
  heading: { en: 'Error', ar: 'خطأ' },
};
