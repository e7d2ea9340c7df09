import type { Bilingual } from '@/i18n/text';
import type { LinkState, MatchReason } from '#contracts/pipeline';

/**
 * The duplicate flags' codes in words (the stages, close reasons and attempts are worded beside
 * their codes in src/contracts/pipeline.ts).
 */
export const matchReasonWording: Record<MatchReason, Bilingual> = {
  phone: { en: 'same phone number', ar: 'رقم الهاتف نفسه' },
  email: { en: 'same email', ar: 'البريد الإلكتروني نفسه' },
  name: { en: 'same name', ar: 'الاسم نفسه' },
};

export const linkStateWording: Record<LinkState, Bilingual> = {
  flagged: { en: 'Possible duplicate', ar: 'استفسار مكرر محتمل' },
  linked: { en: 'Same family', ar: 'الأسرة نفسها' },
  dismissed: { en: 'Not the same family', ar: 'ليست الأسرة نفسها' },
};
