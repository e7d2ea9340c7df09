import { screen, renderWithRouter } from '../../test-utils';
import { Footer } from '@/components/layout/footer';
import { navbarMenu } from '@/app/layouts/visitor-navigation';
import { useLanguageStore } from '@/stores/use-language-store';

describe('Footer', () => {
  it('shows the copyright year in Western digits in English', () => {
    renderWithRouter(<Footer links={navbarMenu} year={2026} />);
    expect(screen.getByText('Copyright © 2026 Sakina Wellness Centre')).toBeInTheDocument();
  });

  it('shows the year in Arabic-Indic digits in Arabic', () => {
    useLanguageStore.setState({ chosen: 'ar' });
    renderWithRouter(<Footer links={navbarMenu} year={2026} />);
    expect(screen.getByText('© ٢٠٢٦ مركز سكينة للعافية. جميع الحقوق محفوظة')).toBeInTheDocument();
  });

  it('links the brand block home with the title "Home" and the slogan', () => {
    renderWithRouter(<Footer links={navbarMenu} />);
    const brand = screen.getByTitle('Home');
    expect(brand).toHaveAttribute('href', '/');
    expect(brand).toHaveTextContent('Luxury Wellness');
  });

  it('opens the company site in a new tab without leaking the opener', () => {
    renderWithRouter(<Footer links={navbarMenu} />);
    const company = screen.getByRole('link', { name: /Sakina Health Group/ });
    expect(company).toHaveAttribute('target', '_blank');
    expect(company).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names every social link', () => {
    renderWithRouter(<Footer links={navbarMenu} />);
    for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'WhatsApp', 'YouTube']) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
