import { INBOX_KIND_LABELS } from './inbox.ts';
import type { Bilingual } from './languages';
import type { MessageSender } from './messages';
import type { FamilyPasskey } from './passkeys';
import type { HeldAnswer, HeldState } from './withdrawal';

/** A message of the family's copy: who of the two sides wrote, when, and the words; never a staff member's name. */
export interface CopiedMessage {
  from: MessageSender;
  at: string;
  text: string;
}

/** A passkey of the family's, as the copy lists it: when it was added and last used; never the key. */
export type CopiedPasskey = Omit<FamilyPasskey, 'id'>;

/** Beside the answer: the messages both ways, the passkeys, and the call booked ahead (or null). */
export interface CopiedRecords {
  messages: CopiedMessage[];
  passkeys: CopiedPasskey[];
  booking: { startsAt: string } | null;
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
 * indented; then the call booked ahead, the passkeys, and the messages both ways, oldest first, each
 * "time, who: words".
 */
export function familyCopyText(held: HeldAnswer, { messages, passkeys, booking }: CopiedRecords, madeAt: Date): string {
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
