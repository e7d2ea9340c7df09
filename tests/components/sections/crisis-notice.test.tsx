import { render, screen, within } from '../../test-utils';
import { CrisisNotice } from '@/components/sections/crisis-notice';
import { crisisNotice } from '@/content/crisis';
import { useLanguageStore } from '@/stores/use-language-store';

describe('CrisisNotice', () => {
  it('is a labelled landmark, not an alert that interrupts on arrival', () => {
    render(<CrisisNotice notice={crisisNotice} />);
    expect(screen.getByRole('complementary', { name: 'If you need help right now' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/not an emergency service/)).toBeInTheDocument();
  });

  it('gives each country a heading and every number as a tel: link', () => {
    render(<CrisisNotice notice={crisisNotice} />);
    for (const country of crisisNotice.countries) {
      const heading = screen.getByRole('heading', { level: 3, name: country.name.en });
      const card = heading.closest('li');
      expect(card).not.toBeNull();
      for (const entry of country.numbers) {
        const link = within(card as HTMLElement).getByRole('link', { name: new RegExp(`${entry.number}$`) });
        expect(link).toHaveAttribute('href', `tel:${entry.number}`);
        expect(link).toHaveTextContent(entry.label.en);
      }
    }
  });

  it('shows the numbers in Arabic-Indic digits in Arabic, still dialling the same number', () => {
    useLanguageStore.setState({ chosen: 'ar' });
    render(<CrisisNotice notice={crisisNotice} />);
    const uae = screen
      .getByRole('heading', { level: 3, name: 'الإمارات العربية المتحدة' })
      .closest('li') as HTMLElement;
    const ambulance = within(uae).getByRole('link', { name: 'الإسعاف ٩٩٨' });
    expect(ambulance).toHaveAttribute('href', 'tel:998');
    expect(ambulance.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  });
});
