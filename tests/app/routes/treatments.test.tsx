import { within } from '../../test-utils';
import { emergencyContacts } from '@/config/contact';
import { localizedPath } from '#contracts/addresses';
import { paths } from '#contracts/routes';
import { pageMeta } from '@/content/page-meta';
import { addiction } from '@/content/pages/addiction';
import { anxietyDepression } from '@/content/pages/anxiety-depression';
import { eatingDisorders } from '@/content/pages/eating-disorders';
import { marriageCounseling } from '@/content/pages/marriage-counseling';
import { treatments } from '@/content/pages/treatments';
import { metaContent, openPage, proseOfMain } from './page-helpers';

const pages = { addiction, anxietyDepression, eatingDisorders, marriageCounseling } as const;

describe('treatments index', () => {
  it.each(['en', 'ar'] as const)('links the four programmes and says what they share, in %s', async (language) => {
    const { main } = await openPage('treatments', language);
    expect(main.getByRole('heading', { level: 2, name: treatments.cardsTitle[language] })).toBeInTheDocument();
    for (const card of treatments.cards)
      expect(main.getByRole('link', { name: card.title[language] })).toHaveAttribute(
        'href',
        localizedPath(card.to, language),
      );
    expect(main.getByRole('heading', { level: 2, name: treatments.principles.title[language] })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: treatments.cta.title[language] })).toBeInTheDocument();
    expect(metaContent('description')).toBe(treatments.description[language]);
  });
});

describe.each(Object.entries(pages) as [keyof typeof pages, (typeof pages)[keyof typeof pages]][])(
  'treatment page %s',
  (id, content) => {
    it.each(['en', 'ar'] as const)('shows every part of the programme in %s', async (language) => {
      const { main } = await openPage(id, language);
      for (const title of [
        content.treats.title,
        content.approach.title,
        content.programmeLength.title,
        content.typicalDay.title,
        content.family.title,
        content.aftercare.title,
        content.cta.title,
      ])
        expect(main.getByRole('heading', { level: 2, name: title[language] })).toBeInTheDocument();
      for (const item of content.approach.items)
        expect(main.getByRole('heading', { level: 3, name: item.title[language] })).toBeInTheDocument();
      expect(main.getAllByText(content.programmeLength.value[language]).length).toBeGreaterThan(0);
      expect(metaContent('description')).toBe(content.description[language]);
    });

    it('names the team behind each strand of the approach, linking to it', async () => {
      const { main } = await openPage(id);
      const approach = main.getByRole('heading', { level: 2, name: content.approach.title.en }).closest('section');
      for (const item of content.approach.items) {
        const card = within(approach as HTMLElement)
          .getByRole('heading', { level: 3, name: item.title.en })
          .closest('li');
        expect(within(card as HTMLElement).getByRole('link', { name: pageMeta[item.team].heading.en })).toHaveAttribute(
          'href',
          paths[item.team],
        );
      }
    });

    it('carries the crisis notice with every emergency number as a tel: link', async () => {
      const { main } = await openPage(id);
      const notice = main.getByRole('complementary', { name: content.crisis.title.en });
      expect(notice).toHaveTextContent(/not an emergency service/);
      const numbers = emergencyContacts.flatMap((country) => country.numbers.map((entry) => `tel:${entry.number}`));
      const links = within(notice)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(links).toEqual(numbers);
    });

    it('ends with a call to book an assessment', async () => {
      const { main } = await openPage(id);
      const cta = main.getByRole('heading', { level: 2, name: content.cta.title.en }).closest('section');
      expect(within(cta as HTMLElement).getByRole('link', { name: content.cta.action.label.en })).toHaveAttribute(
        'href',
        paths.admissions,
      );
    });

    it('shows the day’s times and every number in Arabic-Indic digits in Arabic', async () => {
      const { main } = await openPage(id, 'ar');
      const day = main.getByRole('heading', { level: 2, name: content.typicalDay.title.ar }).closest('section');
      const first = content.typicalDay.schedule[0];
      expect(day?.querySelector(`time[datetime="${first?.time}"]`)?.textContent).toMatch(/^[٠-٩]+:[٠-٩]{2}/);
      expect(proseOfMain()).not.toMatch(/[0-9]/);
    });
  },
);
