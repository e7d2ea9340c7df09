import { CLOCK_STYLE, LONG_DAY_STYLE } from '../date-styles';
import { LOCALES, type Bilingual } from '../languages';
import type { Discretion, NoticeTarget } from './message-notice';
import { clockStart } from './pipeline-rules';

const HOUR_MS = 3_600_000;
/** A reminder goes about a day before the call… */
export const REMINDER_HOURS_BEFORE = 24;
/** …never in the hours just after booking (the family has the time on its screen)… */
export const REMINDER_QUIET_HOURS_AFTER_BOOKING = 2;
/** …and never in the call's last hour, when it would only startle. */
export const REMINDER_LAST_HOURS = 1;

/**
 * When the reminder of a call starting at `startsAt`, booked at `bookedAt`, goes, or null when none
 * does. As with the message notice: by email only, and only when email is the family's channel and
 * they gave an address (a phone or WhatsApp reminder is the staff's to make); at the first moment
 * of their allowed hours from a day before (never in the two hours after booking); none when that
 * moment falls in the call's last hour, or with no mail server.
 */
export function reminderDue(
  { channel, email, window }: NoticeTarget,
  startsAt: Date,
  bookedAt: Date,
  canMail: boolean,
): Date | null {
  if (!canMail || channel !== 'email' || !email) return null;
  const earliest = Math.max(
    startsAt.getTime() - REMINDER_HOURS_BEFORE * HOUR_MS,
    bookedAt.getTime() + REMINDER_QUIET_HOURS_AFTER_BOOKING * HOUR_MS,
  );
  const due = clockStart(new Date(earliest), window);
  return due.getTime() <= startsAt.getTime() - REMINDER_LAST_HOURS * HOUR_MS ? due : null;
}

/** The call's day and time on the family's clock, in their language: "Monday, December 14 at 16:30". */
function callTime(language: Discretion['language'], startsAt: Date, timeZone: string) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone }).format(startsAt);
  const [day, time] = [format(LONG_DAY_STYLE), format(CLOCK_STYLE)];
  return language === 'ar' ? `${day} الساعة ${time}` : `${day} at ${time}`;
}

/**
 * The reminder's text: the call's time on the family's clock and how to move it, nothing of why they
 * wrote; the centre named only with their leave.
 */
export function callReminder(
  { nameCentre, language }: Discretion,
  centreName: Bilingual,
  startsAt: Date,
  timeZone: string,
): string {
  const when = callTime(language, startsAt, timeZone);
  if (language === 'ar')
    return `تذكير: موعد مكالمتكم${nameCentre ? ` مع ${centreName.ar}` : ''} ${when} بتوقيتكم. لتغيير الموعد أو إلغائه، سجّلوا الدخول برقمكم المرجعي ورمزكم.`;
  return `A reminder: your call${nameCentre ? ` with ${centreName.en}` : ''} is on ${when} (your time). To move or cancel it, sign in with your reference and code.`;
}

/** The reminder's subject line, as discreet as its text. */
export function callReminderSubject({ nameCentre, language }: Discretion, centreName: Bilingual): string {
  if (language === 'ar') return `تذكير بموعد مكالمتكم${nameCentre ? ` مع ${centreName.ar}` : ''}`;
  return `A reminder of your call${nameCentre ? ` with ${centreName.en}` : ''}`;
}
