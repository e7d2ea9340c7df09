import { screen, within, renderWithRouter } from '../../test-utils';
import { LegalDocumentView } from '@/components/sections/legal-document';
import { privacyPolicy } from '@/content/pages/privacy-policy';
import { site } from '@/config/site';
import { useLanguageStore } from '@/stores/use-language-store';

describe('LegalDocumentView', () => {
  it('gives each section an h2 and an anchor the table of contents links to', () => {
    renderWithRouter(<LegalDocumentView document={privacyPolicy} />);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const section of privacyPolicy.sections) {
      const heading = screen.getByRole('heading', { level: 2, name: section.title.en });
      expect(heading.closest('section')).toHaveAttribute('id', section.id);
      expect(within(contents).getByRole('link', { name: section.title.en })).toHaveAttribute('href', `#${section.id}`);
    }
  });

  it('shows the last-updated date in each language’s long style', () => {
    const document = { ...privacyPolicy, lastUpdated: '2026-11-21' };
    const { unmount } = renderWithRouter(<LegalDocumentView document={document} />);
    expect(screen.getByText('November 21, 2026')).toHaveAttribute('datetime', '2026-11-21');
    unmount();
    useLanguageStore.setState({ chosen: 'ar' });
    renderWithRouter(<LegalDocumentView document={document} />);
    expect(screen.getByText('٢١ نوفمبر ٢٠٢٦')).toBeInTheDocument();
  });

  it('renders lists as lists and keeps the e-mail address left to right inside Arabic', () => {
    useLanguageStore.setState({ chosen: 'ar' });
    renderWithRouter(<LegalDocumentView document={privacyPolicy} />);
    const noTracking = screen.getByRole('heading', { level: 2, name: 'لا إعلانات ولا تتبّع' }).closest('section');
    expect(within(noTracking as HTMLElement).getAllByRole('listitem').length).toBeGreaterThan(2);
    const email = screen.getAllByRole('link', { name: site.email })[0];
    expect(email).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(email?.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  });

  it('writes the e-mail subject line in the reader’s language', () => {
    const subjectOf = () =>
      new URL(screen.getAllByRole('link', { name: site.email })[0]?.getAttribute('href') ?? '').searchParams.get(
        'subject',
      );
    const { unmount } = renderWithRouter(<LegalDocumentView document={privacyPolicy} />);
    expect(subjectOf()).toBe('Privacy request');
    unmount();
    useLanguageStore.setState({ chosen: 'ar' });
    renderWithRouter(<LegalDocumentView document={privacyPolicy} />);
    expect(subjectOf()).toBe('طلب بشأن الخصوصية');
  });
});
