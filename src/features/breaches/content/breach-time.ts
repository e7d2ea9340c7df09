import { listOf } from '@/i18n/calendar-words';
import { dayAndTime } from '@/i18n/staff-dates';
import { LANGUAGE_SETTINGS, type Language } from '@/i18n/languages';
import type { Breach } from '#contracts/breaches';
import { breachesWording as wording } from './breaches-wording';
import { fillText } from '@/i18n/fill-text';

const MINUTE = 60_000;

/** A moment with its offset from GMT, so two admins in two countries read the same instant: "Nov 20, 2026, 09:15 GMT+4". */
export const momentText = (iso: string, language: Language) =>
  dayAndTime(iso, language, { timeZoneName: 'shortOffset' });

/** A span as hours and minutes in words, through Intl: "41 hours and 20 minutes", «٤١ ساعة و٢٠ دقيقة». */
export function spanText(milliseconds: number, language: Language) {
  const minutes = Math.max(1, Math.round(Math.abs(milliseconds) / MINUTE));
  const { locale } = LANGUAGE_SETTINGS[language];
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = [
    ...(minutes >= 60 ? [unit(Math.floor(minutes / 60), 'hour')] : []),
    ...(minutes % 60 > 0 ? [unit(minutes % 60, 'minute')] : []),
  ];
  return listOf(parts, language);
}

export type ClockState = 'notified' | 'left' | 'overdue';

/**
 * The regulator's clock for an entry at `now`: told (and when), time left, or overdue by how much.
 * The 72 hours run from `foundAt` (the server sends `regulatorDueAt`, which is that).
 */
export function regulatorClock(
  breach: Pick<Breach, 'regulatorDueAt' | 'regulatorNotifiedAt'>,
  now: number,
  language: Language,
) {
  if (breach.regulatorNotifiedAt)
    return {
      state: 'notified' as ClockState,
      text: fillText(wording.clock.notified[language], { time: momentText(breach.regulatorNotifiedAt, language) }),
    };
  const left = Date.parse(breach.regulatorDueAt) - now;
  const state: ClockState = left > 0 ? 'left' : 'overdue';
  return {
    state,
    text: fillText(wording.clock[state][language], {
      time: spanText(left, language),
      due: momentText(breach.regulatorDueAt, language),
    }),
  };
}
