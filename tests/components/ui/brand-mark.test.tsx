import { act, render, screen } from '@testing-library/react';
import { BRANDS, BrandMark } from '@/components/ui/brand-mark';
import { useLanguageStore } from '@/stores/use-language-store';

describe('BrandMark', () => {
  it('offers the six networks', () => {
    expect([...BRANDS].sort()).toEqual(['facebook', 'instagram', 'linkedin', 'whatsapp', 'x', 'youtube']);
  });

  it.each([
    ['facebook', 'Facebook', 'فيسبوك'],
    ['instagram', 'Instagram', 'إنستغرام'],
    ['linkedin', 'LinkedIn', 'لينكدإن'],
    ['whatsapp', 'WhatsApp', 'واتساب'],
    ['x', 'X', 'إكس'],
    ['youtube', 'YouTube', 'يوتيوب'],
  ] as const)('draws %s with its name in both languages', (brand, english, arabic) => {
    const { rerender } = render(<BrandMark brand={brand} />);
    const mark = screen.getByRole('img', { name: english });
    expect(mark.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    rerender(<BrandMark brand={brand} />);
    expect(screen.getByRole('img', { name: arabic })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<BrandMark brand="x" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
