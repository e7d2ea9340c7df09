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

  it('keeps the 3:2 shape at each size', () => {
    const { container, rerender } = render(<Flag country="SA" decorative />);
    expect(container.querySelector('svg')).toHaveClass('h-4', 'w-6');
    rerender(<Flag country="SA" size="lg" decorative />);
    expect(container.querySelector('svg')).toHaveClass('h-8', 'w-12');
  });
});
