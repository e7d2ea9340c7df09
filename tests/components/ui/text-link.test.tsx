import { screen, renderWithRouter } from '../../test-utils';
import { TextLink } from '@/components/ui/text-link';

describe('TextLink', () => {
  // Underlined, and plain and muted when disabled: checked in a browser, tests/e2e/kit-styles.spec.ts.
  it('is a router link for an internal path', () => {
    renderWithRouter(<TextLink to="/privacy-policy">privacy policy</TextLink>);
    const link = screen.getByRole('link', { name: 'privacy policy' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).not.toHaveAttribute('target');
    expect(link.querySelector('svg')).toBeNull();
  });

  it('opens an external site in a new tab, says so, and marks it with a glyph', () => {
    renderWithRouter(
      <TextLink to="https://sakinahealth.com" newTabLabel="(opens in a new tab)">
        Sakina Health Group
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Sakina Health Group (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens tel links in place', () => {
    renderWithRouter(<TextLink to="tel:+97145550100">Call us</TextLink>);
    const link = screen.getByRole('link', { name: 'Call us' });
    expect(link).toHaveAttribute('href', 'tel:+97145550100');
    expect(link).not.toHaveAttribute('target');
  });

  it('disabled: aria-disabled, no href', () => {
    renderWithRouter(
      <TextLink to="/terms-of-service" disabled>
        Terms
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
  });
});
