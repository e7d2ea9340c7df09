import { messageNotice } from '#contracts/rules/message-notice';
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
