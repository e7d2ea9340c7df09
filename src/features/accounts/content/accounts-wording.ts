import type { Bilingual } from '@/i18n/text';

/** The admins' accounts page. */
export const accountsWording = {
  description: {
    en: 'Invite staff members, change their roles, disable accounts and reset second factors.',
    ar: 'دعوة أعضاء الفريق، وتغيير أدوارهم، وإيقاف الحسابات، وإعادة ضبط التحقق الثاني.',
  },
  lead: {
    en: 'No one ever types or sees another person’s password: each new member sets their own from the invitation link.',
    ar: 'لا يكتب أحد كلمة مرور غيره ولا يراها: يضع كل عضو جديد كلمة مروره بنفسه من رابط الدعوة.',
  },
} satisfies Record<string, Bilingual>;
