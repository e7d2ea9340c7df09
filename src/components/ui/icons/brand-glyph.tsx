import type { IconDefinition as FontAwesomeDefinition } from '@fortawesome/free-brands-svg-icons';
import type { GlyphProps } from './define-icon';

/** The path data of a Font Awesome brand icon (CC BY 4.0), scaled into our 24×24 box. */
export function brandPath(definition: FontAwesomeDefinition) {
  const [width, height, , , path] = definition.icon;
  return { width, height, d: Array.isArray(path) ? path.join(' ') : path };
}

/** A brand mark as an icon glyph: centred in a 24×24 box with a 2px margin, like the other icons. */
/* @__NO_SIDE_EFFECTS__ */
export function brandGlyph(definition: FontAwesomeDefinition) {
  const { width, height, d } = brandPath(definition);
  return function BrandGlyph(props: GlyphProps) {
    return (
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width={24} height={24} fill="currentColor" {...props}>
        <svg x="2" y="2" width="20" height="20" viewBox={`0 0 ${width} ${height}`}>
          <path d={d} />
        </svg>
      </svg>
    );
  };
}
