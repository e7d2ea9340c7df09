import { render, screen } from '../../test-utils';
import { Logo, LOGO_VARIANTS } from '@/components/ui/logo';
import { site } from '@/config/site';

describe('Logo', () => {
  it('has the eight variants', () => {
    expect(LOGO_VARIANTS).toEqual([
      'blue',
      'white',
      'blue-ar',
      'white-ar',
      'blue-on-white',
      'blue-on-white-ar',
      'white-on-blue',
      'white-on-blue-ar',
    ]);
  });

  it.each(LOGO_VARIANTS.filter((variant) => !variant.endsWith('-ar')))(
    '%s shows and is named by the English name',
    (variant) => {
      render(<Logo name={site.name} variant={variant} />);
      const logo = screen.getByRole('img', { name: 'Sakina Wellness Centre' });
      expect(logo).toHaveAttribute('lang', 'en-US');
      expect(logo).toHaveTextContent('Sakina Wellness Centre');
      expect(logo.querySelector('svg')).toHaveAttribute('viewBox', '0 0 48 48');
    },
  );

  it.each(LOGO_VARIANTS.filter((variant) => variant.endsWith('-ar')))(
    '%s shows and is named by the Arabic name, right to left',
    (variant) => {
      render(<Logo name={site.name} variant={variant} />);
      const logo = screen.getByRole('img', { name: 'مركز سكينة للعافية' });
      expect(logo).toHaveAttribute('lang', 'ar-EG');
      expect(logo).toHaveAttribute('dir', 'rtl');
    },
  );

  // Each variant's fixed colours, in both schemes, and the mark's 48 and 32 px are checked in a
  // browser: tests/e2e/kit-styles.spec.ts.
});
