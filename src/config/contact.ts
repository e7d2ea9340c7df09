import { RESPONSE_HOURS } from '#contracts/service-hours';
import { clockHour } from '@/i18n/calendar-words';
import { hourTime } from '@/i18n/format';
import type { Bilingual } from '@/i18n/text';
import { countryNames, type CountryCode } from './countries';

export type { CountryCode } from './countries';

/** An emergency or helpline number, with what it is for. */
export interface EmergencyNumber {
  label: Bilingual;
  /** Digits only, so it works in `tel:` links too. */
  number: string;
  note?: Bilingual;
}

/** One country's emergency and helpline numbers. */
export interface CountryEmergency {
  country: CountryCode;
  name: Bilingual;
  numbers: EmergencyNumber[];
}

/**
 * Public emergency numbers, checked against each country's official
 * services. Saudi Arabia's unified 911 does not yet cover every region, so
 * the ambulance and police numbers stay listed beside it.
 *
 * Mental-health lines are added only once confirmed on the operator's own site (second Arabic
 * review). Not yet, since only press reports were at hand (2026-11): Saudi Arabia's 937 (the
 * Ministry of Health's general medical line, not a crisis line), Egypt's 16023 (the National Fund
 * for Drug Control and Treatment of Addiction) and 08008880700, the UAE's 800 4673 (800-HOPE,
 * reported with 08:00–20:00 hours in 2021, its present service unknown).
 */
export const emergencyContacts: CountryEmergency[] = [
  {
    country: 'AE',
    name: countryNames.AE,
    numbers: [
      { label: { en: 'Ambulance', ar: 'الإسعاف' }, number: '998' },
      { label: { en: 'Police', ar: 'الشرطة' }, number: '999' },
    ],
  },
  {
    country: 'EG',
    name: countryNames.EG,
    numbers: [
      { label: { en: 'Ambulance', ar: 'الإسعاف' }, number: '123' },
      { label: { en: 'Police', ar: 'شرطة النجدة' }, number: '122' },
    ],
  },
  {
    country: 'SA',
    name: countryNames.SA,
    numbers: [
      { label: { en: 'Ambulance (Saudi Red Crescent)', ar: 'الإسعاف (هيئة الهلال الأحمر السعودي)' }, number: '997' },
      { label: { en: 'Police', ar: 'الشرطة' }, number: '999' },
      {
        label: { en: 'Unified emergency number', ar: 'رقم الطوارئ الموحّد' },
        number: '911',
        note: {
          en: 'In the regions it covers; elsewhere, call the numbers above.',
          ar: 'في المناطق التي يغطيها؛ وفي غيرها اتصل بالأرقام أعلاه.',
        },
      },
    ],
  },
  {
    country: 'US',
    name: countryNames.US,
    numbers: [
      { label: { en: 'Emergency services', ar: 'خدمات الطوارئ' }, number: '911' },
      {
        label: { en: 'Suicide & Crisis Lifeline', ar: 'خط المساندة في الأزمات والوقاية من الانتحار' },
        number: '988',
        note: { en: 'Call or text, day or night.', ar: 'اتصال أو رسالة نصية، ليلًا ونهارًا.' },
      },
    ],
  },
];

/** When someone answers; times are 24-hour "HH:MM" in `centreTimeZone`. */
export type ServiceHours =
  | { label: Bilingual; days: Bilingual; allDay: true }
  | { label: Bilingual; days: Bilingual; allDay: false; opens: string; closes: string };

export const centreTimeZone = {
  id: RESPONSE_HOURS.timeZone,
  label: { en: 'UAE time (GMT+4)', ar: 'بتوقيت الإمارات (غرينتش +٤)' } satisfies Bilingual,
};

/**
 * The one reply-time promise, said the same way on the contact page and every confirmation: within two
 * hours inside the reply hours (the server's first-response clock, FIRST_RESPONSE_MINUTES, aims at one).
 */
export const replyWindow: Bilingual = {
  en: `within two hours, between ${clockHour(RESPONSE_HOURS.opens, 'en')} and ${clockHour(RESPONSE_HOURS.closes, 'en')} UAE time every day`,
  ar: `خلال ساعتين، بين الساعة ${clockHour(RESPONSE_HOURS.opens, 'ar')} والساعة ${clockHour(RESPONSE_HOURS.closes, 'ar')} بتوقيت الإمارات يوميًا`,
};

export const serviceHours: ServiceHours[] = [
  {
    label: { en: 'Admissions line (phone)', ar: 'خط القبول (الهاتف)' },
    days: { en: 'Every day', ar: 'يوميًا' },
    allDay: true,
  },
  {
    label: { en: 'WhatsApp and email replies', ar: 'الرد على رسائل واتساب والبريد الإلكتروني' },
    days: { en: 'Every day', ar: 'يوميًا' },
    allDay: false,
    opens: hourTime(RESPONSE_HOURS.opens),
    closes: hourTime(RESPONSE_HOURS.closes),
  },
  {
    label: { en: 'Private visits to the centre', ar: 'الزيارات الخاصة للمركز' },
    days: { en: 'Every day, by appointment', ar: 'يوميًا، بموعد مسبق' },
    allDay: false,
    opens: '09:00',
    closes: '19:00',
  },
];

// The link helpers live apart, so a page that only links to us does not load the numbers and hours above.
export { centreLinks, mailtoHref, telHref, whatsappGreeting, whatsappHref } from './contact-links';
