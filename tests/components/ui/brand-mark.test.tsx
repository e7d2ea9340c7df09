import { render, screen } from '@testing-library/react';
import { BRANDS, BrandMark } from '@/components/ui/brand-mark';
import { spriteSymbols } from '../../sprite-symbols';

describe('BrandMark', () => {
  let symbols: Map<string, string>;
  beforeAll(async () => {
    symbols = await spriteSymbols();
  });

  it('offers the six networks', () => {
    expect([...BRANDS].sort()).toEqual(['facebook', 'instagram', 'linkedin', 'whatsapp', 'x', 'youtube']);
  });

  it.each(BRANDS)('draws %s from its own symbol in the sprite, as an image named by the caller', (brand) => {
    render(<BrandMark brand={brand} label={`name of ${brand}`} />);
    const mark = screen.getByRole('img', { name: `name of ${brand}` });
    expect(mark.querySelector('use')?.getAttribute('href')).toBe(`#brand-${brand}`);
    const shape = symbols.get(`brand-${brand}`);
    expect(shape).toMatch(/^<path d="M[^"]+"\/>$/);
    const others = BRANDS.filter((other) => other !== brand).map((other) => symbols.get(`brand-${other}`));
    expect(others).not.toContain(shape);
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<BrandMark brand="x" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
