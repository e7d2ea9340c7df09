import { render, screen } from '@testing-library/react';
import { BRANDS, BrandMark } from '@/components/ui/brand-mark';

describe('BrandMark', () => {
  it('offers the six networks', () => {
    expect([...BRANDS].sort()).toEqual(['facebook', 'instagram', 'linkedin', 'whatsapp', 'x', 'youtube']);
  });

  it.each(BRANDS)('draws %s as an image named by the caller', (brand) => {
    render(<BrandMark brand={brand} label={`name of ${brand}`} />);
    const mark = screen.getByRole('img', { name: `name of ${brand}` });
    expect(mark.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<BrandMark brand="x" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
