import type { ConsentGiven } from './consent';
import { INBOX_KIND_LABELS } from './inbox.ts';
import type { Bilingual } from './languages';
import type { MessageSender } from './messages';
import type { FamilyPasskey } from './passkeys';
import { BAND_LABELS, SCREENER_NAMES, scoreScreener, type ScreenerScore, type SelfCheckAnswers } from './screeners.ts';
import type { HeldAnswer, HeldState } from './withdrawal';

/** A message of the family's copy: who of the two sides wrote, when, and the words; never a staff member's name. */
export interface CopiedMessage {
  from: MessageSender;
  at: string;
  text: string;
}

/** A passkey of the family's, as the copy lists it: when it was added and last used; never the key. */
export type CopiedPasskey = Omit<FamilyPasskey, 'id'>;

/** A self-check sent with the enquiry: the answers as stored, and the score and level they make. */
export type CopiedSelfCheck = SelfCheckAnswers & ScreenerScore;

export const copiedSelfCheckOf = (sent: SelfCheckAnswers | null): CopiedSelfCheck | null =>
  sent && { ...sent, ...scoreScreener(sent.screener, sent.answers) };

/**
 * Beside the answer: the messages both ways, the passkeys, the call booked ahead, the consent given
 * with the form (null for a form stored before records began) and the self-check sent with it (or null).
 */
export interface CopiedRecords {
  messages: CopiedMessage[];
  passkeys: CopiedPasskey[];
  booking: { startsAt: string } | null;
  consent: ConsentGiven | null;
  selfCheck: CopiedSelfCheck | null;
}

/**
 * A copy of what the centre holds of one family, as a file the family can read: every field under
 * its name in Arabic and in English, the value as stored (a choice by its code, as the JSON copy
 * has it, so the two files say the same). The server writes it and the mock does too.
 */
const FIELD_NAMES: Readonly<Record<string, Bilingual>> = {
  forWhom: { en: 'For whom', ar: 'لمن الاستفسار' },
  name: { en: 'Name', ar: 'الاسم' },
  country: { en: 'Country', ar: 'البلد' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  contactMethod: { en: 'How to contact you', ar: 'طريقة التواصل' },
  preferredTime: { en: 'Preferred time', ar: 'الوقت المفضّل' },
  programme: { en: 'Programme', ar: 'البرنامج' },
  relationship: { en: 'Relationship', ar: 'صلة القرابة' },
  personKnows: { en: 'The person knows', ar: 'هل يعلم الشخص' },
  heardFrom: { en: 'Heard of us from', ar: 'كيف عرفتم بنا' },
  leaveMessage: { en: 'A message may be left', ar: 'يمكن ترك رسالة' },
  nameCentre: { en: 'The centre may be named', ar: 'يمكن ذكر اسم المركز' },
  safeDays: { en: 'Safe days', ar: 'الأيام المناسبة' },
  safeFrom: { en: 'Safe from (hour)', ar: 'من الساعة' },
  safeTo: { en: 'Safe until (hour)', ar: 'حتى الساعة' },
  timeZone: { en: 'Time zone', ar: 'المنطقة الزمنية' },
  contact: { en: 'Email or phone', ar: 'البريد الإلكتروني أو الهاتف' },
  subject: { en: 'Subject', ar: 'الموضوع' },
  message: { en: 'Message', ar: 'الرسالة' },
  website: { en: 'Hidden field', ar: 'حقل مخفي' },
};

const HEADINGS = {
  title: { en: 'A copy of your data held by the centre', ar: 'نسخة من بياناتكم لدى المركز' },
  reference: { en: 'Reference', ar: 'الرقم المرجعي' },
  kind: { en: 'Sent as', ar: 'نوع الطلب الأصلي' },
  receivedAt: { en: 'Received (UTC)', ar: 'تاريخ الاستلام (بالتوقيت العالمي)' },
  language: { en: 'Language', ar: 'اللغة' },
  state: { en: 'Where it stands', ar: 'الحالة' },
  made: { en: 'This copy was made (UTC)', ar: 'تاريخ إعداد هذه النسخة (بالتوقيت العالمي)' },
  notGiven: { en: '(not given)', ar: '(لم يُذكر)' },
  other: { en: 'Other field', ar: 'حقل آخر' },
  messages: { en: 'Messages with the admissions team', ar: 'الرسائل مع فريق القبول' },
  booking: { en: 'Your booked call (UTC)', ar: 'موعد الاتصال المحجوز (بالتوقيت العالمي)' },
  passkeys: {
    en: 'Passkeys you added, by the time added (UTC)',
    ar: 'مفاتيح المرور التي أضفتموها، بوقت إضافتها (بالتوقيت العالمي)',
  },
  consent: { en: 'The consent you gave with the form', ar: 'الموافقة التي قدّمتموها مع النموذج' },
  givenAt: { en: 'Given (UTC)', ar: 'تاريخ الموافقة (بالتوقيت العالمي)' },
  givenBy: { en: 'Given by', ar: 'مقدِّم الموافقة' },
  consentVersion: { en: 'Version of the wording', ar: 'إصدار النص' },
  consentLanguage: { en: 'Read in', ar: 'لغة النص' },
  consentText: { en: 'The wording you agreed to', ar: 'النص الذي وافقتم عليه' },
  selfCheck: { en: 'The self-check you sent with your enquiry', ar: 'التقييم الذاتي الذي أرسلتموه مع استفساركم' },
  questionnaire: { en: 'Questionnaire', ar: 'الاستبيان' },
  // The self-check page's own words for its total and band.
  score: { en: 'Total', ar: 'المجموع' },
  band: { en: 'Level of signs', ar: 'مستوى العلامات' },
  answers: { en: 'Answers, in question order', ar: 'الإجابات بترتيب الأسئلة' },
  lastUsed: { en: 'last used', ar: 'آخر استخدام' },
  notUsed: { en: 'not used yet', ar: 'لم يُستخدم بعد' },
  synced: {
    en: 'kept by your device’s account, so it may be on your other devices too',
    ar: 'يحفظه حساب جهازكم، لذا قد يكون على أجهزتكم الأخرى أيضًا',
  },
} satisfies Record<string, Bilingual>;

const SENDERS: Readonly<Record<MessageSender, Bilingual>> = {
  family: { en: 'You', ar: 'أنتم' },
  staff: { en: 'The admissions team', ar: 'فريق القبول' },
};

const STATES: Readonly<Record<HeldState, Bilingual>> = {
  received: { en: 'Received', ar: 'تم الاستلام' },
  beingHandled: { en: 'Being handled', ar: 'قيد المتابعة' },
  closed: { en: 'Followed up and closed', ar: 'انتهت متابعته وأُغلق' },
};

const valueOf = (value: HeldAnswer['fields'][string] | undefined, notGiven: string) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0)
    ? notGiven
    : Array.isArray(value)
      ? value.join(', ')
      : value;

/**
 * The copy as text, Arabic then English: one "label: value" line per field, a value over several lines
 * indented; then the consent given with the form, the self-check sent with it, the call booked ahead,
 * the passkeys, and the messages both ways, oldest first, each "time, who: words".
 */
export function familyCopyText(held: HeldAnswer, records: CopiedRecords, madeAt: Date): string {
  const { messages, passkeys, booking, consent, selfCheck } = records;
  const section = (language: 'ar' | 'en') => {
    // In the Arabic half each value is isolated (FSI…PDI): a Latin name or reference keeps its own order.
    const line = (label: string, value: string) => {
      const shown = value.replace(/\r?\n/g, '\n    ');
      return `${label}: ${language === 'ar' ? `\u2068${shown}\u2069` : shown}`;
    };
    const fields = Object.entries(held.fields).map(([name, value]) =>
      line(
        FIELD_NAMES[name]?.[language] ?? `${HEADINGS.other[language]} (${name})`,
        valueOf(value, HEADINGS.notGiven[language]),
      ),
    );
    return [
      HEADINGS.title[language],
      '',
      line(HEADINGS.reference[language], held.reference),
      line(HEADINGS.kind[language], INBOX_KIND_LABELS[held.kind][language]),
      line(HEADINGS.receivedAt[language], held.receivedAt),
      line(HEADINGS.language[language], held.language),
      line(HEADINGS.state[language], STATES[held.state][language]),
      line(HEADINGS.made[language], madeAt.toISOString()),
      '',
      ...fields,
      ...(consent
        ? [
            '',
            HEADINGS.consent[language],
            line(HEADINGS.givenAt[language], consent.givenAt),
            line(HEADINGS.givenBy[language], consent.by),
            line(HEADINGS.consentVersion[language], consent.version),
            line(HEADINGS.consentLanguage[language], consent.language),
            line(HEADINGS.consentText[language], consent.text),
          ]
        : []),
      ...(selfCheck
        ? [
            '',
            HEADINGS.selfCheck[language],
            line(HEADINGS.questionnaire[language], SCREENER_NAMES[selfCheck.screener][language]),
            line(HEADINGS.score[language], `${selfCheck.score} / ${selfCheck.maximum}`),
            line(HEADINGS.band[language], BAND_LABELS[selfCheck.band][language]),
            line(HEADINGS.answers[language], selfCheck.answers.join(language === 'ar' ? '، ' : ', ')),
          ]
        : []),
      ...(booking ? ['', line(HEADINGS.booking[language], booking.startsAt)] : []),
      ...(passkeys.length > 0 ? ['', HEADINGS.passkeys[language]] : []),
      ...passkeys.map((passkey) =>
        line(
          passkey.addedAt,
          [
            `${HEADINGS.lastUsed[language]}: ${passkey.lastUsedAt ?? HEADINGS.notUsed[language]}`,
            ...(passkey.synced ? [HEADINGS.synced[language]] : []),
          ].join(language === 'ar' ? '؛ ' : '; '),
        ),
      ),
      ...(messages.length > 0 ? ['', HEADINGS.messages[language]] : []),
      ...messages.map((message) => line(`${message.at}, ${SENDERS[message.from][language]}`, message.text)),
    ].join('\n');
  };
  return `${section('ar')}\n\n${'='.repeat(40)}\n\n${section('en')}\n`;
}
