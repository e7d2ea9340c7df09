import path from 'node:path';
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
import { spriteOf } from '../../../tools/vite/sprite-symbols';

/**
 * Lucide's own component for an icon, and its data (none in an old name's module), from the module
 * `lucide-react/icons/<name>` stands for: tools/vite/icon-sprite.ts turns only that import into ours.
 */
async function lucide(name: string) {
  const module = (await import(/* @vite-ignore */ `lucide-react/dist/esm/icons/${name}.mjs`)) as {
    default: LucideIcon;
    __iconData: LucideIconData;
  };
  return { Lucide: module.default, data: module.__iconData };
}

const markup = (Glyph: ComponentType<LucideProps>, props: LucideProps) => renderToStaticMarkup(<Glyph {...props} />);

/** An `<svg>`'s markup split into its opening tag and what it holds. */
function parts(svg: string) {
  const open = /^<svg[^>]*>/.exec(svg)?.[0] ?? '';
  return { open, inside: svg.slice(open.length, -'</svg>'.length) };
}

/** Lucide's markup for `name` with its shapes in place of ours: the `<svg>` itself must match, attribute for attribute. */
const asLucideDrawsIt = (ours: string, name: string) => ours.replace(`<use href="#${name}"></use>`, '<!--shapes-->');
const withoutShapes = (theirs: string, shapes: string) => theirs.replace(shapes, '<!--shapes-->');

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
  ['other attributes', { id: 'glyph', style: { opacity: 0.5 }, 'data-x': 'y' } as LucideProps],
];

// One path (chevron-right) to many (circle-dashed); house and circle-check-big have old names (lucide-home…).
const names = ['house', 'heart', 'chevron-right', 'circle-dashed', 'circle-check-big'];

describe('lucideGlyph, our renderer for Lucide icons', () => {
  let source: string;
  beforeAll(async () => {
    source = (await spriteOf(path.resolve('src'))).source;
  });

  describe.each(names)('%s', (name) => {
    it.each(cases)('draws the <svg> Lucide does, its symbol in place of the shapes: %s', async (_, props) => {
      const { Lucide, data } = await lucide(name);
      const shapes = parts(markup(Lucide, {})).inside;
      expect(asLucideDrawsIt(markup(lucideGlyph({ ...data, name }), props), name)).toBe(
        withoutShapes(markup(Lucide, props), shapes),
      );
    });

    it('draws the <svg> Lucide does with children (and then no aria-hidden)', async () => {
      const { Lucide, data } = await lucide(name);
      const Ours = lucideGlyph({ ...data, name });
      const title = <title key="t">Named</title>;
      const shapes = parts(markup(Lucide, {})).inside;
      expect(asLucideDrawsIt(renderToStaticMarkup(<Ours>{[title]}</Ours>), name)).toBe(
        withoutShapes(renderToStaticMarkup(<Lucide>{[title]}</Lucide>), shapes),
      );
    });
  });

  // Every icon the sources import is in it (these four, and building-2 under its current name).
  it.each(['house', 'heart', 'chevron-right', 'circle-dashed', 'building-complex'])(
    'the sprite has a symbol %s holding the shapes Lucide draws, on its view box',
    async (name) => {
      const { Lucide } = await lucide(name);
      const symbol = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(source);
      // React writes an empty element as <path …></path>, the sprite as <path …/>.
      expect(symbol?.[1]).toBe(parts(markup(Lucide, {})).inside.replace(/><\/(path|circle|rect|line)>/g, '/>'));
    },
  );

  it('ignores nonScalingStroke, which would have to reach each shape inside the sprite', () => {
    expect(markup(House, { nonScalingStroke: true })).toBe(markup(House, {}));
  });

  it('is what `lucide-react/icons/<name>` gives the site: a plain function drawing its symbol', () => {
    expect(typeof House).toBe('function');
    expect(markup(House, {})).toContain('<use href="#house"></use>');
  });

  it('follows an old name to the icon, and both names give the one component', () => {
    expect(Building2).toBe(BuildingComplex);
    expect(markup(Building2, {})).toContain('<use href="#building-complex"></use>');
  });

  it('draws through <Icon> and filled() as Lucide would', async () => {
    const heart = await lucide('heart');
    const heartShapes = parts(markup(heart.Lucide, {})).inside;
    expect(asLucideDrawsIt(renderToStaticMarkup(<HeartFilled className="size-6" />), 'heart')).toBe(
      withoutShapes(markup(heart.Lucide, { fill: 'currentColor', className: 'size-6' }), heartShapes),
    );
    const house = await lucide('house');
    const labelled = { focusable: 'false', className: 'shrink-0 size-5', role: 'img', 'aria-label': 'Home' } as const;
    expect(asLucideDrawsIt(renderToStaticMarkup(<Icon icon={House} label="Home" size="sm" />), 'house')).toBe(
      withoutShapes(markup(house.Lucide, labelled), parts(markup(house.Lucide, {})).inside),
    );
  });

  it('passes a ref to the <svg>', () => {
    const ref = { current: null as SVGSVGElement | null };
    const { container } = render(<House ref={ref} />);
    expect(ref.current).toBe(container.querySelector('svg'));
  });
});
