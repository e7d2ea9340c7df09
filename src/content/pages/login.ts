import { site } from '@/config/site';
import type { PageContent } from '../types';

export const login: PageContent = {
  description: {
    en: `Log in to your ${site.name.en} account, for members of our care team.`,
    ar: `سجّل الدخول إلى حسابك في ${site.name.ar}، المخصص لأعضاء فريق الرعاية لدينا.`,
  },
  intro: {
    en: `For members of the ${site.shortName.en} care team, and for families who sent us an enquiry.`,
    ar: `لأعضاء فريق الرعاية في ${site.shortName.ar}، وللأسر التي أرسلت إلينا استفسارًا.`,
  },
};

/** The heading of the staff's way in; the family's way in, below it, has its own. */
export const staffSignInTitle = { en: 'Care team', ar: 'فريق الرعاية' };
