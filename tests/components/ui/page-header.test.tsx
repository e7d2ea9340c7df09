import { render, screen } from '../../test-utils';
import { PageHeader } from '@/components/ui/page-header';
import { LanguageProvider } from '@/i18n/language-context';

const heading = { en: 'Our Teams', ar: 'فرق العمل لدينا' };

describe('PageHeader', () => {
  it('gives the page its h1 in the language it renders in', () => {
    const { rerender } = render(<PageHeader heading={heading} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Teams' })).toBeInTheDocument();
    rerender(
      <LanguageProvider language="ar">
        <PageHeader heading={heading} />
      </LanguageProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'فرق العمل لدينا' })).toBeInTheDocument();
  });

  it('leaves the document title alone', () => {
    document.title = 'before';
    render(<PageHeader heading={heading} />);
    expect(document.title).toBe('before');
  });

  it('shows an eyebrow, a lead and actions', () => {
    render(
      <PageHeader
        heading={heading}
        eyebrow={{ en: 'About us', ar: 'من نحن' }}
        lead={{ en: 'People who care.', ar: 'أناس يهتمون.' }}
        actions={<button type="button">Book Now</button>}
      />,
    );
    expect(screen.getByText('About us')).toBeInTheDocument();
    expect(screen.getByText('People who care.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  });
});
