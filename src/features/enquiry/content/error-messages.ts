import { formatNumber } from '@/i18n/format';
import type { Bilingual } from '@/i18n/text';
import type { ContactErrorCode } from '#contracts/forms/contact-rules';
import type { EnquiryErrorCode } from '#contracts/forms/enquiry-rules';
import { LIMITS } from '#contracts/limits';
import { isolateLtr } from '@/i18n/isolate';

export type ErrorCode = EnquiryErrorCode | ContactErrorCode;

/**
 * What each error code says, in both languages; forms keep codes in state and look the wording up here.
 * Numbers a person types (05, +971…) stay in Latin digits, isolated, as in the field's hint; counts are
 * Arabic-Indic.
 */
export const errorMessages: Record<ErrorCode, Bilingual> = {
  'forWhom.required': { en: 'Choose who needs help.', ar: 'اختر من يحتاج إلى المساعدة.' },
  'name.required': { en: 'Enter your full name.', ar: 'أدخل اسمك الكامل.' },
  'name.invalid': {
    en: 'The name holds hidden control characters: type it again.',
    ar: 'يحتوي الاسم على رموز تحكم مخفية: اكتبه من جديد.',
  },
  'phone.required': {
    en: 'Enter a phone number so that we can reach you.',
    ar: 'أدخل رقم هاتف لنتمكّن من التواصل معك.',
  },
  'phone.invalid.AE': {
    en: 'Enter a UAE mobile number starting with 05, or a landline number with its area code, such as 04.',
    ar: `أدخل رقم جوال إماراتيًا يبدأ بـ${isolateLtr('05')}، أو رقمًا أرضيًا مع رمز المنطقة مثل ${isolateLtr('04')}.`,
  },
  'phone.invalid.EG': {
    en: 'Enter an Egyptian mobile number starting with 010, 011, 012 or 015.',
    ar: `أدخل رقم جوال مصريًا يبدأ بـ${isolateLtr('010')} أو ${isolateLtr('011')} أو ${isolateLtr('012')} أو ${isolateLtr('015')}.`,
  },
  'phone.invalid.SA': {
    en: 'Enter a Saudi mobile number starting with 05.',
    ar: `أدخل رقم جوال سعوديًا يبدأ بـ${isolateLtr('05')}.`,
  },
  'phone.invalid.US': {
    en: 'Enter a US phone number of 10 digits, including the area code.',
    ar: 'أدخل رقم هاتف أمريكيًا من ١٠ أرقام مع رمز المنطقة.',
  },
  'phone.otherCountry': {
    en: 'This number has another country’s code. Choose its country from the list, or type the number without the code.',
    ar: 'يحمل هذا الرقم رمز دولة أخرى. اختر دولته من القائمة، أو اكتب الرقم دون الرمز.',
  },
  'email.invalid': {
    en: 'Enter an email address in the right format, such as name@example.com.',
    ar: `أدخل بريدًا إلكترونيًا بصيغة صحيحة، مثل ${isolateLtr('name@example.com')}.`,
  },
  'email.requiredForMethod': {
    en: 'Enter your email address, or choose another way for us to contact you.',
    ar: 'أدخل بريدك الإلكتروني، أو اختر وسيلة أخرى لنتواصل معك.',
  },
  'safeDays.required': {
    en: 'Choose at least one day when it is safe to contact you.',
    ar: 'اختر يومًا واحدًا على الأقل يمكننا التواصل معك فيه بأمان.',
  },
  'safeHours.order': {
    en: 'Choose a “To” hour later than the “From” hour.',
    ar: 'اختر في خانة «إلى» ساعة بعد الساعة المختارة في خانة «من».',
  },
  'message.required': { en: 'Enter your message.', ar: 'اكتب رسالتك.' },
  'message.invalid': {
    en: 'The message holds hidden control characters: remove them or type it again.',
    ar: 'تحتوي الرسالة على رموز تحكم مخفية: احذفها أو اكتب الرسالة من جديد.',
  },
  // Formatted when read, not when the module loads: building a page's first Intl.NumberFormat takes long
  // enough to turn the first script's evaluation into a long task on a slow phone.
  get 'message.tooLong'(): Bilingual {
    return {
      en: `Your message is too long. Shorten it to ${formatNumber(LIMITS.message, 'en')} characters or fewer.`,
      ar: `رسالتك أطول من اللازم. اختصرها إلى ${formatNumber(LIMITS.message, 'ar')} حرف أو أقل.`,
    };
  },
  'consent.required': {
    en: 'Tick the box to agree to the privacy policy, so that we can reply to you.',
    ar: 'ضع علامة في المربع للموافقة على سياسة الخصوصية، حتى نتمكّن من الرد عليك.',
  },
  'consent.outdated': {
    en: 'The wording of this agreement has changed since this page was opened. Reload the page, read it and tick the box again: what you typed is kept.',
    ar: 'تغيّرت صياغة هذه الموافقة منذ فتح هذه الصفحة. أعد تحميل الصفحة واقرأها ثم ضع علامة في المربع من جديد، وسيبقى ما كتبته محفوظًا.',
  },
  'contact.required': {
    en: 'Enter your email address or phone number.',
    ar: 'أدخل بريدك الإلكتروني أو رقم هاتفك.',
  },
  'contact.invalid': {
    en: 'Enter an email address such as name@example.com, or a phone number with its country code, such as +971 50 123 4567.',
    ar: `أدخل بريدًا إلكترونيًا مثل ${isolateLtr('name@example.com')}، أو رقم هاتف مع رمز الدولة مثل ${isolateLtr('+971 50 123 4567')}.`,
  },
  'subject.required': { en: 'Enter a subject.', ar: 'أدخل موضوع رسالتك.' },
  'subject.invalid': {
    en: 'The subject holds hidden control characters: type it again.',
    ar: 'يحتوي الموضوع على رموز تحكم مخفية: اكتبه من جديد.',
  },
};
