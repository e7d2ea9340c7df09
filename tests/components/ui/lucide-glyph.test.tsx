import type { ComponentType } from 'react';
import { render } from '../../test-utils';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LucideIcon, LucideIconData, LucideProps } from 'lucide-react';
import Building2 from 'lucide-react/icons/building-2';
import BuildingComplex from 'lucide-react/icons/building-complex';
import House from 'lucide-react/icons/house';
import { lucideGlyph } from '@/components/ui/glyphs/lucide-glyph';
import { HeartFilled } from '@/components/ui/glyphs/common';
import { Icon } from '@/components/ui/icon';

/**
 * Lucide's own component for an icon, and its data (none in an old name's module), from the module
 * `lucide-react/icons/<name>` stands for: tools/vite/lucide-glyphs.ts turns only that import into ours.
 */
async function lucide(name: string) {
  const module = (await import(/* @vite-ignore */ `lucide-react/dist/esm/icons/${name}.mjs`)) as {
    default: LucideIcon;
    __iconData: LucideIconData;
  };
  return { Lucide: module.default, data: module.__iconData };
}

const markup = (Glyph: ComponentType<LucideProps>, props: LucideProps) => renderToStaticMarkup(<Glyph {...props} />);

// What the site passes: through <Icon> (size classes or pixels, decorative or labelled, mirrored),
// filled() (fill), directly (aria-hidden, className); and the rest of Lucide's props.
const cases: [string, LucideProps][] = [
  ['no props', {}],
  ['a decorative icon from <Icon>', { focusable: 'false', className: 'shrink-0 size-6', 'aria-hidden': true }],
  ['a mirrored one', { focusable: 'false', className: 'shrink-0 size-5 rtl:-scale-x-100', 'aria-hidden': true }],
  [
    'a labelled icon from <Icon>',
    { focusable: 'false', className: 'shrink-0 size-5', role: 'img', 'aria-label': 'Home' },
  ],
  ['pixels from <Icon>', { width: 40, height: 40, focusable: 'false', className: 'shrink-0', 'aria-hidden': true }],
  ['a filled outline', { fill: 'currentColor', className: 'size-6' }],
  ['aria-hidden and a class, directly', { 'aria-hidden': true, className: 'size-4 rtl:rotate-180' }],
  ['a class repeating its own and spaced oddly', { className: '  lucide  lucide-house  extra  extra ' }],
  ['a title', { title: 'Home' } as LucideProps],
  ['an aria prop set to undefined', { 'aria-label': undefined }],
  ['size', { size: 16 }],
  ['size as a string', { size: '1.5rem' }],
  ['width and height over size', { size: 16, width: 20, height: 30 }],
  ['colour and stroke width', { color: 'red', strokeWidth: 1.5 }],
  ['an empty colour', { color: '' }],
  ['an absolute stroke width', { size: 48, strokeWidth: 2, absoluteStrokeWidth: true }],
  ['a non-scaling stroke', { nonScalingStroke: true }],
  ['other attributes', { id: 'glyph', style: { opacity: 0.5 }, 'data-x': 'y' } as LucideProps],
];

describe('lucideGlyph, our renderer for Lucide icons', () => {
  // One path (chevron-right) to many (circle-dashed); house and circle-check-big have old names (lucide-home…).
  describe.each(['house', 'heart', 'chevron-right', 'circle-dashed', 'circle-check-big'])('%s', (name) => {
    it.each(cases)('draws the same SVG as Lucide: %s', async (_, props) => {
      const { Lucide, data } = await lucide(name);
      expect(markup(lucideGlyph(data), props)).toBe(markup(Lucide, props));
    });

    it('draws the same SVG as Lucide with children (and then no aria-hidden)', async () => {
      const { Lucide, data } = await lucide(name);
      const Ours = lucideGlyph(data);
      const title = <title key="t">Named</title>;
      expect(renderToStaticMarkup(<Ours>{[title]}</Ours>)).toBe(renderToStaticMarkup(<Lucide>{[title]}</Lucide>));
    });
  });

  it('draws the data as the build leaves it, without React keys, the same and without a warning', async () => {
    const { Lucide, data } = await lucide('circle-dashed');
    const keyless = { ...data, node: data.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]) };
    expect(JSON.stringify(keyless)).not.toContain('"key"');
    // A missing key would be a console error, which fails the test (tests/setup.ts).
    expect(markup(lucideGlyph(keyless as LucideIconData), { className: 'size-6' })).toBe(
      markup(Lucide, { className: 'size-6' }),
    );
  });

  it('is what `lucide-react/icons/<name>` gives the site: a plain function, not Lucide forwardRef component', async () => {
    expect(typeof House).toBe('function');
    expect(markup(House, {})).toBe(markup((await lucide('house')).Lucide, {}));
  });

  it('follows an old name to the icon, and both names give the one component', async () => {
    expect(Building2).toBe(BuildingComplex);
    expect(markup(Building2, {})).toBe(markup((await lucide('building-2')).Lucide, {}));
  });

  it('draws through <Icon> and filled() as Lucide would', async () => {
    const { Lucide } = await lucide('heart');
    expect(renderToStaticMarkup(<HeartFilled className="size-6" />)).toBe(
      markup(Lucide, { fill: 'currentColor', className: 'size-6' }),
    );
    expect(renderToStaticMarkup(<Icon icon={House} label="Home" size="sm" />)).toBe(
      markup((await lucide('house')).Lucide, {
        focusable: 'false',
        className: 'shrink-0 size-5',
        role: 'img',
        'aria-label': 'Home',
      }),
    );
  });

  it('passes a ref to the <svg>', () => {
    const ref = { current: null as SVGSVGElement | null };
    const { container } = render(<House ref={ref} />);
    expect(ref.current).toBe(container.querySelector('svg'));
  });
});
