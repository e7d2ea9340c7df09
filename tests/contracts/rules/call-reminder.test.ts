import { callReminder, callReminderSubject, reminderDue } from '#contracts/rules/call-reminder';
import { site } from '@/config/site';

const HOUR_MS = 3_600_000;
const hoursBefore = (at: Date, hours: number) => new Date(at.getTime() - hours * HOUR_MS);
/** Sunday to Thursday, 17:00–20:00 in Riyadh (UTC+3). */
const window = {
  safeDays: ['sun', 'mon', 'tue', 'wed', 'thu'] as const,
  safeFrom: 17,
  safeTo: 20,
  timeZone: 'Asia/Riyadh',
};
const byEmail = {
  channel: 'email',
  email: 'family@example.com',
  window: { ...window, safeDays: [...window.safeDays] },
};
// Tuesday 1 December 2026, 18:00 in Riyadh.
const tuesdayCall = new Date('2026-12-01T15:00:00Z');
const weekBefore = hoursBefore(tuesdayCall, 7 * 24);

describe('when a booked call’s reminder goes', () => {
  it('goes a day before, when that is inside the family’s hours', () => {
    expect(reminderDue(byEmail, tuesdayCall, weekBefore, true)).toEqual(hoursBefore(tuesdayCall, 24));
  });

  it('waits for the family’s hours: a Sunday call is reminded on Sunday at 17:00, not on Saturday', () => {
    const sundayCall = new Date('2026-11-29T15:00:00Z');
    expect(reminderDue(byEmail, sundayCall, hoursBefore(sundayCall, 7 * 24), true)).toEqual(
      new Date('2026-11-29T14:00:00Z'),
    );
    // A call at 17:30 on Sunday would be reminded within its last hour: none goes.
    const early = new Date('2026-11-29T14:30:00Z');
    expect(reminderDue(byEmail, early, hoursBefore(early, 7 * 24), true)).toBeNull();
  });

  it('never goes in the two hours after booking, nor in the call’s last hour', () => {
    const always = { ...byEmail, window: null };
    expect(reminderDue(always, tuesdayCall, hoursBefore(tuesdayCall, 5), true)).toEqual(hoursBefore(tuesdayCall, 3));
    expect(reminderDue(always, tuesdayCall, hoursBefore(tuesdayCall, 2.5), true)).toBeNull();
  });

  it('goes only by email, to an address, through a mail server', () => {
    expect(reminderDue({ ...byEmail, channel: 'whatsapp' }, tuesdayCall, weekBefore, true)).toBeNull();
    expect(reminderDue({ ...byEmail, channel: 'phone' }, tuesdayCall, weekBefore, true)).toBeNull();
    expect(reminderDue({ ...byEmail, email: null }, tuesdayCall, weekBefore, true)).toBeNull();
    expect(reminderDue(byEmail, tuesdayCall, weekBefore, false)).toBeNull();
  });
});

describe('the reminder’s words', () => {
  const CENTRE_WORDS = [site.name.en, site.name.ar, 'Sakina', 'سكينة', 'centre', 'مركز'];

  it('gives the time on the family’s clock, in Arabic with Arabic-Indic digits', () => {
    expect(callReminder({ nameCentre: false, language: 'ar' }, site.name, tuesdayCall, 'Asia/Riyadh')).toBe(
      'تذكير: موعد مكالمتكم الثلاثاء، ١ ديسمبر الساعة ١٨:٠٠ بتوقيتكم. لتغيير الموعد أو إلغائه، سجّلوا الدخول برقمكم المرجعي ورمزكم.',
    );
    expect(callReminder({ nameCentre: false, language: 'en' }, site.name, tuesdayCall, 'Africa/Cairo')).toBe(
      'A reminder: your call is on Tuesday, December 1 at 17:00 (your time). To move or cancel it, sign in with your reference and code.',
    );
  });

  it.each(['en', 'ar'] as const)('names the centre only with the family’s leave (%s)', (language) => {
    const quiet = { nameCentre: false, language };
    const words = `${callReminderSubject(quiet, site.name)}\n${callReminder(quiet, site.name, tuesdayCall, 'UTC')}`;
    for (const word of CENTRE_WORDS) expect(words.toLowerCase()).not.toContain(word.toLowerCase());
    const named = { nameCentre: true, language };
    expect(callReminderSubject(named, site.name)).toContain(site.name[language]);
    expect(callReminder(named, site.name, tuesdayCall, 'UTC')).toContain(site.name[language]);
  });
});
