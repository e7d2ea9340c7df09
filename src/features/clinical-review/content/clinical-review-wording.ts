import type { PersonKnows } from '#contracts/forms/discretion';
import type { Bilingual } from '@/i18n/text';
import type { DecisionProblem } from '../api/clinical-review';

/** The clinical review page (src/features/clinical-review). `{count}`, `{reference}`, `{max}` are filled in at render time. */
export const clinicalReviewWording = {
  description: {
    en: 'Enquiries with an assessment booked, waiting for a clinical decision.',
    ar: 'استفسارات حُجز لها موعد تقييم وتنتظر قرارًا سريريًا.',
  },
  lead: {
    en: 'Each shows what the family wrote and the clinical details only; their name and contact details stay with the admissions team.',
    ar: 'يعرض كل استفسار ما كتبته الأسرة والتفاصيل السريرية فقط، أما الاسم وبيانات التواصل فتبقى لدى فريق القبول.',
  },
  loading: { en: 'Loading the enquiries…', ar: 'جارٍ تحميل الاستفسارات…' },
  loadFailed: { en: 'The enquiries could not be loaded.', ar: 'تعذّر تحميل الاستفسارات.' },
  retry: { en: 'Try again', ar: 'إعادة المحاولة' },
  count: { en: 'Waiting for a decision: {count}', ar: 'بانتظار القرار: {count}' },
  empty: { en: 'No enquiry is waiting for a clinical decision.', ar: 'لا توجد استفسارات تنتظر قرارًا سريريًا.' },
  received: { en: 'Received {at}', ar: 'وصل في {at}' },
  assessmentAt: { en: 'Assessment: {at}', ar: 'موعد التقييم: {at}' },
  fields: {
    programme: { en: 'Programme', ar: 'البرنامج' },
    forWhom: { en: 'For whom', ar: 'لمن الاستفسار' },
    relationship: { en: 'Sender', ar: 'المرسِل' },
    personKnows: { en: 'Does the person know?', ar: 'هل الشخص على علم؟' },
    language: { en: 'Language', ar: 'اللغة' },
    message: { en: 'The family’s words', ar: 'كلمات الأسرة' },
  },
  notSaid: { en: 'Not said', ar: 'لم يُذكر' },
  personKnows: {
    yes: { en: 'Yes', ar: 'نعم' },
    no: { en: 'No — they do not know', ar: 'لا، ليس على علم' },
    notSure: { en: 'The sender does not know', ar: 'لا يعرف المرسِل ذلك' },
  } satisfies Record<PersonKnows, Bilingual>,
  form: {
    legend: { en: 'Clinical decision on {reference}', ar: 'القرار السريري في {reference}' },
    decision: { en: 'Decision', ar: 'القرار' },
    alternatives: { en: 'Alternatives given to the family', ar: 'البدائل المقترحة على الأسرة' },
    alternativesHint: {
      en: 'Where the family can turn instead: services, programmes or clinicians.',
      ar: 'الجهات التي يمكن للأسرة التوجه إليها: خدمات أو برامج أو مختصون.',
    },
    reason: { en: 'Reason', ar: 'السبب' },
    reasonHint: {
      en: 'The admissions team reads this on the enquiry. Up to {max} characters.',
      ar: 'يطّلع فريق القبول على هذا في الاستفسار. بحد أقصى {max} حرف.',
    },
    save: { en: 'Record the decision', ar: 'تسجيل القرار' },
    saved: { en: 'The decision on {reference} is recorded.', ar: 'سُجّل القرار في {reference}.' },
  },
  errors: {
    decision: { en: 'Choose a decision.', ar: 'اختر القرار.' },
    alternatives: { en: 'Say which alternatives were given.', ar: 'اذكر البدائل المقترحة.' },
    reason: { en: 'Say why.', ar: 'اذكر السبب.' },
  },
  problems: {
    gone: {
      en: 'This enquiry is no longer here: the family may have withdrawn it.',
      ar: 'لم يعد هذا الاستفسار موجودًا، فربما سحبته الأسرة.',
    },
    invalid: {
      en: 'The decision could not be saved as written. Check it and try again.',
      ar: 'تعذّر حفظ القرار بصيغته الحالية. يُرجى مراجعته ثم إعادة المحاولة.',
    },
    network: { en: 'No connection. Check it and try again.', ar: 'لا يوجد اتصال. يُرجى التحقق منه ثم إعادة المحاولة.' },
    server: { en: 'Something went wrong on our side. Try again.', ar: 'حدث خطأ من جهتنا. يُرجى إعادة المحاولة.' },
  } satisfies Record<DecisionProblem, Bilingual>,
};
