import { within } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import { admissions } from '@/content/pages/admissions';
import { metaContent, openPage, proseOfMain } from './page-helpers';

describe('admissions page', () => {
  it.each(['en', 'ar'] as const)('shows the steps, practical answers, FAQ and enquiry in %s', async (language) => {
    const { main } = await openPage('admissions', language);
    for (const title of [
      admissions.steps.title,
      admissions.whatToBring.title,
      admissions.whatNotToBring.title,
      admissions.funding.title,
      admissions.visiting.title,
      admissions.faq.title,
      admissions.enquiry.title,
    ])
      expect(main.getByRole('heading', { level: 2, name: title[language] })).toBeInTheDocument();
    expect(metaContent('description')).toBe(admissions.description[language]);
  });

  it('numbers the five steps in an ordered list, in Arabic-Indic digits in Arabic', async () => {
    const { main } = await openPage('admissions', 'ar');
    const section = main.getByRole('heading', { level: 2, name: admissions.steps.title.ar }).closest('section');
    const list = within(section as HTMLElement).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(list).toHaveTextContent(/١.*٢.*٣.*٤.*٥/);
    expect(proseOfMain()).not.toMatch(/[0-9]/);
  });

  it('opens an FAQ answer when its question is chosen', async () => {
    const user = userEvent.setup();
    const { main } = await openPage('admissions');
    const [first, second] = admissions.faq.items;
    expect(main.getByText(first?.answer.en ?? '')).not.toBeVisible();
    await user.click(main.getByText(first?.question.en ?? ''));
    expect(main.getByText(first?.answer.en ?? '')).toBeVisible();
    expect(main.getByText(second?.answer.en ?? '')).not.toBeVisible();
  });

  it('holds the enquiry form in its section, which the hero’s main button leads to', async () => {
    const { main } = await openPage('admissions');
    const section = main.getByRole('heading', { level: 2, name: admissions.enquiry.title.en }).closest('section');
    expect(section).toHaveAttribute('id', 'enquiry');
    expect(section?.querySelector('form')).not.toBeNull();
    expect(main.getByRole('link', { name: admissions.enquiry.title.en })).toHaveAttribute('href', '#enquiry');
  });
});
