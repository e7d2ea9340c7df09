import { render, screen } from '@testing-library/react';
import { Flag } from '@/components/ui/flag';
import { spriteSymbols } from '../../sprite-symbols';

describe('Flag', () => {
  it.each(['AE', 'EG', 'SA', 'US'] as const)(
    "draws %s from its own symbol in the sprite, the flag's shapes",
    async (country) => {
      const { container } = render(<Flag country={country} decorative />);
      expect(container.querySelector('svg > use')).toHaveAttribute('href', `#flag-${country}`);
      const shapes = (await spriteSymbols()).get(`flag-${country}`);
      expect(shapes).toMatch(/^<(path|g)\b/);
      const { [country]: svg } = (await import('country-flag-icons/string/3x2')) as Record<string, string>;
      expect(svg).toContain(shapes);
    },
  );

  it.each(['AE', 'EG', 'SA', 'US'] as const)('draws %s as an image named by the caller', (country) => {
    const { container } = render(<Flag country={country} label={`name of ${country}`} />);
    expect(screen.getByRole('img', { name: `name of ${country}` })).toBe(container.querySelector('svg'));
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Flag country="EG" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  // The 3:2 shape at each size (24 × 16, 36 × 24, 48 × 32 px) is checked in a browser:
  // tests/e2e/kit-styles.spec.ts.
});
