import { centreTimeZone, replyWindow } from '@/config/contact';
import type { Bilingual } from '@/i18n/text';
import {
  CONTACT_METHOD_LABELS,
  PREFERRED_TIME_LABELS,
  PROGRAMME_LABELS,
  type ContactMethod,
  type ForWhom,
  type Programme,
} from '#contracts/forms/enquiry-rules';

/** The admissions enquiry's own wording (the page's heading and intro live in the admissions content). */
export const enquiryWording = {
  /** The self-check answers the visitor chose to send with this enquiry. */
  selfCheck: {
    /** `{name}`: the questionnaire; `{score}` of `{maximum}`; `{band}`: its level. */
    attached: {
      en: 'Your {name} answers go with this enquiry ({score} of {maximum}: {band}), for the team to read before they call.',
      ar: 'تُرسل إجاباتك عن {name} مع هذا الاستفسار ({score} من {maximum}: {band})، ليطّلع عليها الفريق قبل الاتصال.',
    },
    drop: { en: 'Don’t send my answers', ar: 'لا ترسل إجاباتي' },
  },
  forWhom: {
    legend: { en: 'Who needs help?', ar: 'من يحتاج إلى المساعدة؟' },
    options: {
      self: { en: 'Me', ar: 'أنا' },
      'someone-else': { en: 'Someone I care for', ar: 'شخص يهمّني أمره' },
    } satisfies Record<ForWhom, Bilingual>,
  },
  nameHintForSomeoneElse: {
    en: 'Your own name. You can tell us about the person you care for in the message.',
    ar: 'اكتب اسمك أنت، ويمكنك أن تحدّثنا عن الشخص الذي يهمّك أمره في الرسالة.',
  },
  phone: { en: 'Phone number', ar: 'رقم الهاتف' },
  country: { en: 'Country code', ar: 'رمز الدولة' },
  email: { en: 'Email address', ar: 'البريد الإلكتروني' },
  contactMethod: {
    /** The one channel the team uses (the first of the discreet-contact choices). */
    legend: { en: 'The one way we should contact you', ar: 'الوسيلة الوحيدة التي نتواصل معك بها' },
    hint: { en: 'We will not contact you any other way.', ar: 'لن نتواصل معك بأي وسيلة أخرى.' },
    options: CONTACT_METHOD_LABELS,
  },
  preferredTime: {
    legend: { en: 'When is the best time to reach you?', ar: 'ما أنسب وقت للتواصل معك؟' },
    hint: centreTimeZone.label,
    options: PREFERRED_TIME_LABELS,
  },
  programme: {
    label: { en: 'Programme of interest', ar: 'البرنامج الذي يهمّك' },
    /** "Not sure yet" in the first person: the family answers it. */
    options: { ...PROGRAMME_LABELS, notSure: { en: 'Not sure yet', ar: 'لم أحدّد بعد' } } satisfies Record<
      Programme,
      Bilingual
    >,
  },
  message: {
    label: { en: 'Anything you would like us to know', ar: 'ما تودّ أن نعرفه' },
    hint: {
      en: 'There is no need to share medical details here; we can talk about them in confidence later.',
      ar: 'لا حاجة إلى ذكر تفاصيل طبية هنا، فبوسعنا الحديث عنها بسرّية لاحقًا.',
    },
  },
  submit: { en: 'Send my enquiry', ar: 'أرسل استفساري' },
  sendingStatus: { en: 'Sending your enquiry…', ar: 'جارٍ إرسال استفسارك…' },
  failureTitle: { en: 'Your enquiry has not been sent', ar: 'لم يُرسَل استفسارك' },
  confirmation: {
    title: { en: 'Thank you. Your enquiry has reached us.', ar: 'شكرًا لك، وصلنا استفسارك.' },
    next: {
      phone: {
        en: `A member of our admissions team will call you ${replyWindow.en}, or later if the times you chose call for it.`,
        ar: `سيتصل بك أحد أعضاء فريق القبول ${replyWindow.ar}، أو في وقت لاحق إن اقتضت ذلك الأوقات التي اخترتها.`,
      },
      whatsapp: {
        en: `A member of our admissions team will message you on WhatsApp ${replyWindow.en}, or later if the times you chose call for it.`,
        ar: `سيراسلك أحد أعضاء فريق القبول عبر واتساب ${replyWindow.ar}، أو في وقت لاحق إن اقتضت ذلك الأوقات التي اخترتها.`,
      },
      email: {
        en: `A member of our admissions team will write to you by email ${replyWindow.en}.`,
        ar: `سيكتب إليك أحد أعضاء فريق القبول عبر البريد الإلكتروني ${replyWindow.ar}.`,
      },
    } satisfies Record<ContactMethod, Bilingual>,
  },
};
