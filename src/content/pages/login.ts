import { site } from '@/config/site';
import type { PageContent } from '../types';

export const login: PageContent = {
  description: {
    en: `Log in to your ${site.name.en} account: for members of our care team and for families who have been given an account.`,
    ar: `سجّل الدخول إلى حسابك في ${site.name.ar}: لأعضاء فريق الرعاية لدينا وللعائلات التي أُنشئ لها حساب.`,
  },
  intro: {
    en: `For members of the ${site.shortName.en} care team and families with an account.`,
    ar: `لأعضاء فريق الرعاية في ${site.shortName.ar} وللعائلات التي لديها حساب.`,
  },
};
