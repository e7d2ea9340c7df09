import { admissionsFees } from '@/content/pages/admissions';
import { screen, within } from '../../test-utils';
import { openPage } from './page-helpers';

describe('links to the fees page', () => {
  // The pages' chunks are transformed on first use; on a busy machine that alone can outlast a query's wait.
  beforeAll(() => Promise.all([import('@/app/routes/admissions'), import('@/app/routes/home')]));

  it.each([
    ['en', '/fees'],
    ['ar', '/ar/fees'],
  ] as const)('the admissions page leads there from its fees panel, in %s', async (language, href) => {
    const { main } = await openPage('admissions', language);
    const link = main.getByRole('link', { name: admissionsFees.link.label[language] });
    expect(link).toHaveAttribute('href', href);
    expect(link.closest('p')).toHaveTextContent(admissionsFees.text[language]);
  });

  it.each([
    ['en', 'Admissions', 'Steps and enquiry', 'Fees', '/fees'],
    ['ar', 'القبول', 'الخطوات والاستفسار', 'الرسوم', '/ar/fees'],
  ] as const)(
    'the menu holds it under Admissions, beside the admissions page, in %s',
    async (language, group, overview, fees, href) => {
      await openPage('home', language);
      const trigger = screen.getAllByRole('button', { name: group })[0] as HTMLElement;
      const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
      const links = within(panel).getAllByRole('link', { hidden: true });
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [overview, language === 'ar' ? '/ar/admissions' : '/admissions'],
        [fees, href],
      ]);
    },
  );

  it.each([
    ['en', 'Fees', '/fees', 'Withdraw an enquiry', '/withdraw'],
    ['ar', 'الرسوم', '/ar/fees', 'سحب استفسار', '/ar/withdraw'],
  ] as const)(
    'the footer links it and the withdrawal page, in %s',
    async (language, fees, feesHref, withdraw, href) => {
      await openPage('home', language);
      const footer = within(await screen.findByRole('contentinfo'));
      expect(await footer.findByRole('link', { name: fees })).toHaveAttribute('href', feesHref);
      expect(footer.getByRole('link', { name: withdraw })).toHaveAttribute('href', href);
    },
  );
});
