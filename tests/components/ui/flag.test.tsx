import { render, screen } from '@testing-library/react';
import { Flag } from '@/components/ui/flag';

describe('Flag', () => {
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
