import { messageNotice, messageNoticeSubject, noticeRoute } from '#contracts/rules/message-notice';
import { site } from '@/config/site';

const CENTRE_WORDS = [site.name.en, site.name.ar, 'Sakina', 'سكينة', 'centre', 'مركز'];

describe('the notice of a new message to a family', () => {
  it.each(['en', 'ar'] as const)(
    'names neither the centre nor anything of the message when asked not to (%s)',
    (language) => {
      const notice = messageNotice({ nameCentre: false, language }, site.name);
      for (const word of CENTRE_WORDS) expect(notice.toLowerCase()).not.toContain(word.toLowerCase());
      expect(notice).not.toMatch(/rehab|addiction|treatment|علاج|إدمان/i);
    },
  );

  it.each(['en', 'ar'] as const)('names the centre only with the family’s leave (%s)', (language) => {
    expect(messageNotice({ nameCentre: true, language }, site.name)).toContain(site.name[language]);
  });
});

describe('how a new message reaches the family', () => {
  // A Monday, 10:00 in Riyadh (07:00 UTC).
  const monday = new Date('2026-11-30T07:00:00Z');
  const window = { safeDays: ['mon' as const], safeFrom: 9, safeTo: 18, timeZone: 'Asia/Riyadh' };
  const byEmail = { channel: 'email', email: 'family@example.com', window };

  it('emails within the family’s hours, holds it until they open, and sends nothing on another channel', () => {
    expect(noticeRoute(byEmail, monday, true)).toEqual({ state: 'emailed' });
    const evening = new Date('2026-11-30T16:00:00Z');
    expect(noticeRoute(byEmail, evening, true)).toEqual({ state: 'held', at: new Date('2026-12-07T06:00:00Z') });
    expect(noticeRoute({ ...byEmail, channel: 'whatsapp' }, monday, true)).toEqual({ state: 'notSent' });
    expect(noticeRoute({ ...byEmail, email: null }, monday, true)).toEqual({ state: 'notSent' });
    expect(noticeRoute(byEmail, monday, false)).toEqual({ state: 'notSent' });
  });

  it('keeps the subject as discreet as the text', () => {
    expect(messageNoticeSubject({ nameCentre: false, language: 'en' }, site.name)).not.toContain('Sakina');
    expect(messageNoticeSubject({ nameCentre: true, language: 'ar' }, site.name)).toContain(site.name.ar);
  });
});
