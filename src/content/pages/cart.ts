import { site } from '@/config/site';
import type { Bilingual } from '@/i18n/text';

/** The logged-in cart page. */
export const cart: { description: Bilingual } = {
  description: {
    en: `The items in your cart at ${site.name.en}: change their quantities or remove them.`,
    ar: `العناصر الموجودة في سلتك في ${site.name.ar}: عدّل كمياتها أو أزِلها.`,
  },
};
