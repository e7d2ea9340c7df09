import { site } from '@/config/site';
import { dateTimeFormat, formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { BREACH_DATA_NAMES, type Breach } from '#contracts/breaches';
import { listOf } from '@/i18n/calendar-words';
import { momentText } from './breach-time';
import { fillText } from '@/i18n/fill-text';

/**
 * Notices to start from, in each language whatever the page's: the admin completes the bracketed
 * parts and sends them. The families' text follows the discreet-contact rules: a neutral sender
 * (the privacy office, never the centre's name), no word of treatment or health, and the family's
 * own reference only; it is sent through the channel each family chose, within their safe hours.
 */
const REGULATOR = {
  en: `Subject: Notification of a personal data breach

To the Saudi Data and AI Authority (SDAIA) / the Personal Data Protection Centre (Egypt),

We are notifying you of a personal data breach.

When it was found: {found}
What happened: {what}
Data concerned: {data}
Records concerned: {count} enquiries or messages (their references are kept in our breach register)
What we have done: [the measures taken to contain it and to prevent it happening again]
Contact: [the data protection officer's name, email and telephone]

[Name], on behalf of {centre}`,
  ar: `الموضوع: إخطار بحادثة تسرّب بيانات شخصية

إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا) / مركز حماية البيانات الشخصية (مصر)،

نُخطركم بوقوع حادثة تسرّب بيانات شخصية، وفيما يلي تفاصيلها:

وقت الاكتشاف: {found}
ما حدث: {what}
البيانات المتأثرة: {data}
السجلات المتأثرة: {count} من الاستفسارات أو الرسائل (أرقامها المرجعية محفوظة في سجل الحوادث لدينا)
الإجراءات المتخذة: [الإجراءات المتخذة لاحتواء الحادثة ومنع تكرارها]
جهة التواصل: [اسم مسؤول حماية البيانات وبريده الإلكتروني ورقم هاتفه]

[الاسم]، نيابةً عن {centre}`,
};

const FAMILIES = {
  en: `Subject: About the details you shared with us

Hello,

On {found} we found that some of the details you shared with us through our website, under reference [reference], may have been seen by someone who should not have seen them.

[What happened, in one plain sentence.]

What we have done: [the steps taken].
What you can do: [a step you may take, or: nothing is needed from you].

If you have any questions, reply to this message or call the number you already have, quoting your reference.

The privacy office`,
  ar: `الموضوع: بشأن البيانات التي شاركتموها معنا

السلام عليكم،

نودّ إعلامكم بأننا تبيّنّا في {found} أن بعض البيانات التي شاركتموها معنا عبر موقعنا الإلكتروني، تحت الرقم المرجعي [الرقم المرجعي]، ربما اطّلع عليها من لا يحق له ذلك.

[ما الذي حدث، في جملة واحدة واضحة.]

ما قمنا به: [الإجراءات المتخذة].
ما يمكنكم فعله: [خطوة يمكنكم اتخاذها، أو: لا يلزمكم فعل أي شيء].

لأي استفسار، يمكنكم الرد على هذه الرسالة أو الاتصال بالرقم المعروف لديكم مع ذكر رقمكم المرجعي.

مكتب الخصوصية`,
};

const TO_CONFIRM = { en: '[to be confirmed]', ar: '[قيد التحقق]' };
const OTHER = { en: '[other data: say which]', ar: '[بيانات أخرى: حدِّدها]' };

/** The notice to the regulator in `language`, with the entry's facts filled in. */
export function regulatorNotice(breach: Breach, language: Language) {
  const kinds = breach.data.map((kind) =>
    kind === 'other' ? OTHER[language] : BREACH_DATA_NAMES[kind][language].toLocaleLowerCase(language),
  );
  return fillText(REGULATOR[language], {
    found: momentText(breach.foundAt, language),
    what: breach.description,
    data: kinds.length > 0 ? listOf(kinds, language) : TO_CONFIRM[language],
    count: formatNumber(breach.references.length, language),
    centre: site.name[language],
  });
}

/** The notice to one family in `language`: the day it was found, and nothing that names the centre or its care. */
export const familiesNotice = (breach: Breach, language: Language) =>
  fillText(FAMILIES[language], {
    found: dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(breach.foundAt)),
  });
