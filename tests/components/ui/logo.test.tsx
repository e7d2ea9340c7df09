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

  it.each([
    ['blue', 'text-[#1e4c8c]'],
    ['white', 'text-white'],
    ['blue-on-white', 'bg-white'],
    ['white-on-blue-ar', 'bg-[#1e4c8c]'],
  ] as const)('%s has its fixed colours', (variant, className) => {
    render(<Logo name={site.name} variant={variant} />);
    expect(screen.getByRole('img')).toHaveClass(className);
  });

  it.each([
    ['sm', 'size-8'],
    ['md', 'size-12'],
  ] as const)('size %s draws the mark at %s', (size, className) => {
    render(<Logo name={site.name} size={size} />);
    expect(screen.getByRole('img').querySelector('svg')).toHaveClass(className);
  });
});
