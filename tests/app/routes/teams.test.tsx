import { within } from '../../test-utils';
import { boardOfDirectors } from '@/content/pages/board-of-directors';
import { clinical } from '@/content/pages/clinical';
import { hospitality } from '@/content/pages/hospitality';
import { religious } from '@/content/pages/religious';
import { teams } from '@/content/pages/teams';
import { localizedPath } from '#contracts/addresses';
import { metaContent, openPage, proseOfMain } from './page-helpers';

const pages = { boardOfDirectors, clinical, hospitality, religious } as const;

describe('teams index', () => {
  it.each(['en', 'ar'] as const)('links the four teams and says how they work together, in %s', async (language) => {
    const { main } = await openPage('teams', language);
    for (const card of teams.cards)
      expect(main.getByRole('link', { name: card.title[language] })).toHaveAttribute(
        'href',
        localizedPath(card.to, language),
      );
    expect(main.getByRole('heading', { level: 2, name: teams.principles.title[language] })).toBeInTheDocument();
    expect(metaContent('description')).toBe(teams.description[language]);
  });
});

describe.each(Object.entries(pages) as [keyof typeof pages, (typeof pages)[keyof typeof pages]][])(
  'team page %s',
  (id, content) => {
    it.each(['en', 'ar'] as const)(
      'introduces every member with role, qualifications and languages in %s',
      async (language) => {
        const { main } = await openPage(id, language);
        expect(main.getByRole('heading', { level: 2, name: content.focus.title[language] })).toBeInTheDocument();
        expect(main.getByRole('heading', { level: 2, name: content.membersTitle[language] })).toBeInTheDocument();
        for (const member of content.members) {
          const card = main
            .getByRole('heading', { level: 3, name: member.name[language] })
            .closest('li') as HTMLElement;
          const inCard = within(card);
          expect(inCard.getByText(member.role[language])).toBeInTheDocument();
          for (const qualification of member.qualifications)
            expect(inCard.getByText(qualification[language])).toBeInTheDocument();
          for (const spoken of member.languages) expect(inCard.getByText(spoken[language])).toBeInTheDocument();
        }
        expect(metaContent('description')).toBe(content.description[language]);
      },
    );

    it('shows each member’s initials as a monogram that assistive technology skips', async () => {
      const { main } = await openPage(id, 'ar');
      const [member] = content.members;
      const card = main.getByRole('heading', { level: 3, name: member?.name.ar }).closest('li') as HTMLElement;
      const monogram = within(card).getByText(member?.initials.ar ?? '');
      expect(monogram).toHaveAttribute('aria-hidden', 'true');
      expect(proseOfMain()).not.toMatch(/[0-9]/);
    });
  },
);
