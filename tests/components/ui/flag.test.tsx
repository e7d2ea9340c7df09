import { act, render, screen } from '@testing-library/react';
import { Flag } from '@/components/ui/flag';
import { useLanguageStore } from '@/stores/use-language-store';

describe('Flag', () => {
  it.each([
    ['AE', 'United Arab Emirates', 'الإمارات العربية المتحدة'],
    ['EG', 'Egypt', 'مصر'],
    ['SA', 'Saudi Arabia', 'المملكة العربية السعودية'],
    ['US', 'United States', 'الولايات المتحدة'],
  ] as const)('names %s in English and Arabic', (country, english, arabic) => {
    const { rerender } = render(<Flag country={country} />);
    expect(screen.getByRole('img', { name: english })).toBeInTheDocument();
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    rerender(<Flag country={country} />);
    expect(screen.getByRole('img', { name: arabic })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Flag country="EG" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the 3:2 shape at each size', () => {
    const { container, rerender } = render(<Flag country="SA" />);
    expect(container.querySelector('svg')).toHaveClass('h-4', 'w-6');
    rerender(<Flag country="SA" size="lg" />);
    expect(container.querySelector('svg')).toHaveClass('h-8', 'w-12');
  });
});
