import type { ConsentGiver } from '#contracts/consent';
import type { Language } from '#contracts/languages';
import type { Bilingual } from '@/i18n/text';

/** The item's consent line (ADR 020): "Consent: version …, given in Arabic on …, by …". */
export const consentWording = {
  /** {version}, {language}, {date} and {by} are filled in. */
  given: {
    en: 'Consent: version {version}, given in {language} on {date}, {by}.',
    ar: 'الموافقة: الإصدار {version}، أُعطيت {language} في {date}، {by}.',
  },
  notRecorded: {
    en: 'Consent: not recorded (sent before consent records began).',
    ar: 'الموافقة: غير مسجّلة (أُرسل قبل بدء تسجيل الموافقات).',
  },
  wordingAgreed: { en: 'Wording agreed to', ar: 'النص الذي وافق عليه' },
  /** The language the family read the wording in. */
  language: {
    ar: { en: 'Arabic', ar: 'بالعربية' },
    en: { en: 'English', ar: 'بالإنجليزية' },
  } satisfies Record<Language, Bilingual>,
  by: {
    self: { en: 'by the person themself', ar: 'من الشخص المعني نفسه' },
    'someone-else': { en: 'by someone on their behalf', ar: 'من شخص آخر نيابةً عنه' },
    parent: { en: 'by their parent', ar: 'من أحد والديه' },
    spouse: { en: 'by their husband or wife', ar: 'من الزوج أو الزوجة' },
    child: { en: 'by their son or daughter', ar: 'من الابن أو الابنة' },
    sibling: { en: 'by their brother or sister', ar: 'من الأخ أو الأخت' },
    otherRelative: { en: 'by another relative', ar: 'من أحد أقاربه' },
    friend: { en: 'by a friend', ar: 'من صديق أو صديقة' },
    employer: { en: 'by their employer', ar: 'من صاحب العمل' },
    doctor: { en: 'by a doctor', ar: 'من طبيب' },
  } satisfies Record<ConsentGiver, Bilingual>,
};
