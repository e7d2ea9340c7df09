import type { Bilingual } from '@/i18n/text';
import { requestFailures } from '@/content/request-failures';
import type { RequestChannel, RequestStatus } from '#contracts/data-requests';
import type { RequestsProblem } from '../api/requests';

/** The desk for families' requests: the list with its 30-day clock, logging one, closing one. */
export const requestsWording = {
  description: {
    en: 'Families’ requests about their data, each due 30 days after it came.',
    ar: 'ما تطلبه الأسر بشأن بياناتها، وموعد الرد على كل طلب ٣٠ يومًا من وصوله.',
  },
  lead: {
    en: 'Open requests come first, the most overdue at the top. A copy asked for online is sent at once; log a request that came by phone or email so its clock starts.',
    ar: 'يظهر كل طلب مفتوح أولًا، والأكثر تأخرًا في الأعلى. تُرسل النسخة المطلوبة عبر الموقع فورًا، أما الطلب الوارد بالهاتف أو البريد الإلكتروني فسجّله هنا ليبدأ احتساب موعده.',
  },
  loading: { en: 'Loading the requests…', ar: 'جارٍ تحميل القائمة…' },
  loadFailed: { en: 'The requests could not be loaded.', ar: 'تعذّر تحميل القائمة.' },
  caption: { en: 'Families’ requests, overdue first', ar: 'ما تطلبه الأسر بشأن بياناتها، المتأخر أولًا' },
  empty: { en: 'No requests yet.', ar: 'لم يصل أي طلب بعد.' },
  columns: {
    reference: { en: 'Reference', ar: 'الرقم المرجعي' },
    kind: { en: 'Request', ar: 'الطلب' },
    channel: { en: 'Came by', ar: 'وصل عبر' },
    received: { en: 'Received', ar: 'تاريخ الوصول' },
    due: { en: 'Due', ar: 'موعد الرد' },
    clock: { en: 'Time left', ar: 'الوقت المتبقي' },
    status: { en: 'Status', ar: 'الحالة' },
  },
  channels: {
    online: { en: 'The withdrawal page', ar: 'صفحة السحب' },
    phone: { en: 'Phone', ar: 'الهاتف' },
    email: { en: 'Email', ar: 'البريد الإلكتروني' },
  } satisfies Record<RequestChannel, Bilingual>,
  statuses: {
    open: { en: 'Open', ar: 'مفتوح' },
    done: { en: 'Answered', ar: 'أُنجز' },
    refused: { en: 'Refused', ar: 'رُفض' },
  } satisfies Record<RequestStatus, Bilingual>,
  dueToday: { en: 'Due today', ar: 'مستحق اليوم' },
  familyNote: { en: 'The family’s note', ar: 'ملاحظة الأسرة' },
  closingNote: { en: 'Our answer', ar: 'ردّنا' },
  log: {
    title: { en: 'Log a request received by phone or email', ar: 'تسجيل طلب ورد بالهاتف أو البريد الإلكتروني' },
    reference: { en: 'Reference', ar: 'الرقم المرجعي' },
    kind: { en: 'Request', ar: 'الطلب' },
    channel: { en: 'Came by', ar: 'وصل عبر' },
    receivedOn: { en: 'Received on', ar: 'تاريخ الوصول' },
    note: { en: 'Note (optional)', ar: 'ملاحظة (اختيارية)' },
    submit: { en: 'Log the request', ar: 'تسجيل الطلب' },
    logged: { en: 'The request is logged; its clock has started.', ar: 'سُجّل الطلب وبدأ احتساب موعده.' },
  },
  close: {
    open: { en: 'Answer or refuse', ar: 'إنجاز أو رفض' },
    /** The group's name: which request it closes. */
    title: { en: 'Close the request {reference}', ar: 'إغلاق الطلب {reference}' },
    outcome: { en: 'Outcome', ar: 'النتيجة' },
    outcomes: {
      done: { en: 'Answered', ar: 'أُنجز' },
      refused: { en: 'Refused', ar: 'رُفض' },
    },
    note: { en: 'How it was answered, or why it was refused', ar: 'كيف أُنجز الطلب، أو سبب رفضه' },
    save: { en: 'Save', ar: 'حفظ' },
    cancel: { en: 'Cancel', ar: 'إلغاء' },
  },
  required: { en: 'Fill in this field.', ar: 'يُرجى تعبئة هذا الحقل.' },
  problems: {
    unknownReference: {
      en: 'Nothing has this reference. Check it and try again.',
      ar: 'لا يوجد شيء بهذا الرقم المرجعي. تحقّق منه وأعد المحاولة.',
    },
    closed: {
      en: 'Someone closed this request already; the list now shows it.',
      ar: 'أغلق أحد الزملاء هذا الطلب بالفعل، وتظهر القائمة الآن حالته.',
    },
    invalid: {
      en: 'Check the fields: the reference, a day not in the future, and a note without special characters.',
      ar: 'تحقّق من الحقول: الرقم المرجعي، وتاريخ ليس في المستقبل، وملاحظة دون رموز خاصة.',
    },
    ...requestFailures,
  } satisfies Record<RequestsProblem, Bilingual>,
};

/** "3 days left" / «المتبقي: ٣ أيام»; "overdue by 2 days" / «متأخر عن موعده: يومان». */
export function clockText(days: number, formatted: (value: number) => string): Bilingual {
  if (days === 0) return requestsWording.dueToday;
  const count = Math.abs(days);
  const en = `${formatted(count)} ${count === 1 ? 'day' : 'days'}`;
  const ar = arabicDays(count, formatted(count));
  return days > 0
    ? { en: `${en} left`, ar: `المتبقي: ${ar}` }
    : { en: `Overdue by ${en}`, ar: `متأخر عن موعده: ${ar}` };
}

/** Days as Arabic counts them: «يوم واحد»، «يومان»، «٣ أيام»، «١١ يومًا»، «١٠٠ يوم». */
function arabicDays(count: number, formatted: string): string {
  if (count === 1) return 'يوم واحد';
  if (count === 2) return 'يومان';
  const rest = count % 100;
  if (rest >= 3 && rest <= 10) return `${formatted} أيام`;
  if (rest >= 11) return `${formatted} يومًا`;
  return `${formatted} يوم`;
}
