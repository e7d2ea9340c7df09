import type { Bilingual } from '@/i18n/text';

/** The admins' page over the audit trail. */
export const auditWording = {
  description: {
    en: 'Who did what, and when: sign-ins, openings of enquiries, changes and exports. Opening this page is recorded too.',
    ar: 'من فعل ماذا ومتى: عمليات الدخول، وفتح الطلبات، والتعديلات، والتصدير. فتح هذه الصفحة يُسجَّل أيضًا.',
  },
} satisfies Record<string, Bilingual>;
