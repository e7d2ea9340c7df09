import { render, screen } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from '@/components/sections/faq-accordion';
import type { Faq } from '@/content/types';
import { useLanguageStore } from '@/stores/use-language-store';

const items: Faq[] = [
  {
    question: { en: 'Is the first assessment free?', ar: 'هل التقييم الأول مجاني؟' },
    answer: { en: 'Yes, and it places you under no obligation.', ar: 'نعم، ولا يلزمك بشيء.' },
  },
  {
    question: { en: 'Can I keep my phone?', ar: 'هل يمكنني الاحتفاظ بهاتفي؟' },
    answer: { en: 'Usually, at agreed times.', ar: 'غالبًا، في أوقات متفق عليها.' },
  },
];

describe('FaqAccordion', () => {
  it('starts with every answer closed', () => {
    render(<FaqAccordion items={items} />);
    expect(screen.getByText('Yes, and it places you under no obligation.')).not.toBeVisible();
    expect(screen.getByText('Usually, at agreed times.')).not.toBeVisible();
  });

  it('opens the answer of the question chosen, and closes it again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const question = screen.getByText('Is the first assessment free?');
    await user.click(question);
    expect(screen.getByText('Yes, and it places you under no obligation.')).toBeVisible();
    expect(screen.getByText('Usually, at agreed times.')).not.toBeVisible();
    await user.click(question);
    expect(screen.getByText('Yes, and it places you under no obligation.')).not.toBeVisible();
  });

  // Enter and Space on a <summary> are the browser's own; jsdom does not simulate them.
  it('puts every question in the tab order', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.tab();
    expect(screen.getByText('Is the first assessment free?').closest('summary')).toHaveFocus();
    await user.tab();
    expect(screen.getByText('Can I keep my phone?').closest('summary')).toHaveFocus();
  });

  it('asks and answers in Arabic', async () => {
    const user = userEvent.setup();
    useLanguageStore.setState({ chosen: 'ar' });
    render(<FaqAccordion items={items} />);
    await user.click(screen.getByText('هل التقييم الأول مجاني؟'));
    expect(screen.getByText('نعم، ولا يلزمك بشيء.')).toBeVisible();
  });
});
