import { STAGE_LABELS } from '#contracts/pipeline';
import type { Bilingual } from '@/i18n/text';

/** The Today page: what needs the person now, one card per count. */
export const todayWording = {
  heading: { en: 'Today', ar: 'اليوم' },
  lead: {
    en: 'What needs you now. Each number opens the list behind it.',
    ar: 'ما يحتاج إليك الآن. يفتح كل رقم القائمة التي وراءه.',
  },
  loading: { en: 'Loading your day…', ar: 'جارٍ تحميل مهام اليوم…' },
  loadFailed: { en: 'Your day could not be loaded.', ar: 'تعذّر تحميل مهام اليوم.' },
  tryAgain: { en: 'Try again', ar: 'إعادة المحاولة' },
  sections: {
    work: { en: 'Your inbox work', ar: 'عملك في صندوق الوارد' },
    week: { en: 'This week, since Monday', ar: 'هذا الأسبوع، منذ يوم الاثنين' },
    team: { en: 'Staff accounts', ar: 'حسابات الفريق' },
    requests: { en: 'Families’ requests', ar: 'ما تطلبه الأسر بشأن بياناتها' },
  },
  work: {
    overdueMine: { en: 'My overdue items', ar: 'استفساراتي المتأخرة' },
    dueTodayMine: { en: 'My follow-ups and calls due today', ar: 'متابعاتي واتصالاتي المستحقة اليوم' },
    newUnassigned: { en: 'New and unassigned', ar: 'جديدة وغير مُسنَدة' },
    needsDecision: { en: 'Waiting for a decision', ar: 'بانتظار قرار' },
    unreadMessages: { en: 'New messages from families', ar: 'رسائل جديدة من الأسر' },
  },
  week: {
    arrived: { en: 'Arrived', ar: 'وردت' },
    answered: { en: 'First responses', ar: 'تمّ الرد الأول' },
    withinTarget: { en: 'Answered within the target', ar: 'رُدّ عليها ضمن الهدف' },
    // The stage's own words (another helper may reword it, per the review's Arabic table).
    admitted: STAGE_LABELS.admitted,
    openNow: { en: 'Open now', ar: 'مفتوحة الآن' },
    overdueNow: { en: 'Overdue now', ar: 'متأخرة الآن' },
  },
  team: {
    pendingInvitations: { en: 'Invitations not yet accepted', ar: 'دعوات لم تُقبل بعد' },
    withoutSecondFactor: { en: 'Accounts without two-step verification', ar: 'حسابات دون التحقق بخطوتين' },
  },
  requests: {
    open: { en: 'Open requests', ar: 'ما زال مفتوحًا' },
    late: { en: 'Past their due day', ar: 'تجاوزت موعد الرد' },
  },
} satisfies Record<string, Bilingual | Record<string, Bilingual>>;
