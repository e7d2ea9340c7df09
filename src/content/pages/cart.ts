import { site } from '@/config/site';
import type { Bilingual } from '@/i18n/text';

/** The logged-in cart page: the family's stay plan. */
export const cart: { description: Bilingual } = {
  description: {
    en: `Your stay plan at ${site.name.en}: the programme, residence and extras you are considering, with an estimate.`,
    ar: `خطة إقامتك في ${site.name.ar}: البرنامج ومكان الإقامة والإضافات التي تفكّر فيها، مع تقدير لتكلفتها.`,
  },
};
