import { act, render, screen } from '@testing-library/react';
import { PageHeader } from '@/components/ui/page-header';
import { useLanguageStore } from '@/stores/use-language-store';

const meta = {
  title: { en: 'Teams | Sakina Wellness Centre', ar: 'فرق العمل | مركز سكينة للعافية' },
  heading: { en: 'Our Teams', ar: 'فرق العمل لدينا' },
};

describe('PageHeader', () => {
  beforeEach(() => {
    document.title = 'before';
  });

  it('gives the page its h1 and document title from the metadata, following the language', () => {
    render(<PageHeader meta={meta} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Teams' })).toBeInTheDocument();
    expect(document.title).toBe('Teams | Sakina Wellness Centre');
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    expect(screen.getByRole('heading', { level: 1, name: 'فرق العمل لدينا' })).toBeInTheDocument();
    expect(document.title).toBe('فرق العمل | مركز سكينة للعافية');
  });

  it('leaves the document title alone when given only a heading', () => {
    render(<PageHeader heading={{ en: 'Profile', ar: 'الملف' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(document.title).toBe('before');
  });

  it('shows an eyebrow, a lead and actions', () => {
    render(
      <PageHeader
        meta={meta}
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
