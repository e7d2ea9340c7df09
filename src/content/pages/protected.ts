import { site } from '@/config/site';
import type { Bilingual } from '@/i18n/text';

/** The logged-in landing page (spec §2 shows only "Protected"). */
export const protectedArea: { description: Bilingual } = {
  description: {
    en: `Your private area at ${site.name.en}, for members of the care team.`,
    ar: `مساحتك الخاصة في ${site.name.ar}، لأعضاء فريق الرعاية.`,
  },
};
