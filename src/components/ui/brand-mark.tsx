// Brand marks from @fortawesome/free-brands-svg-icons, licensed CC BY 4.0 (attribution: Font Awesome
// by Fonticons, Inc., https://fontawesome.com/license/free). Each icon file is imported on its own.
import { faFacebook } from '@fortawesome/free-brands-svg-icons/faFacebook';
import { faInstagram } from '@fortawesome/free-brands-svg-icons/faInstagram';
import { faLinkedin } from '@fortawesome/free-brands-svg-icons/faLinkedin';
import { faWhatsapp } from '@fortawesome/free-brands-svg-icons/faWhatsapp';
import { faXTwitter } from '@fortawesome/free-brands-svg-icons/faXTwitter';
import { faYoutube } from '@fortawesome/free-brands-svg-icons/faYoutube';
import type { IconDefinition } from '@fortawesome/free-brands-svg-icons';
import { cn } from '@/lib/cn';

/** The path data of a Font Awesome brand icon, with its own view box. */
function brandPath(definition: IconDefinition) {
  const [width, height, , , path] = definition.icon;
  return { width, height, d: Array.isArray(path) ? path.join(' ') : path };
}

export type Brand = 'facebook' | 'instagram' | 'linkedin' | 'whatsapp' | 'x' | 'youtube';

const paths: Record<Brand, ReturnType<typeof brandPath>> = {
  facebook: brandPath(faFacebook),
  instagram: brandPath(faInstagram),
  linkedin: brandPath(faLinkedin),
  whatsapp: brandPath(faWhatsapp),
  x: brandPath(faXTwitter),
  youtube: brandPath(faYoutube),
};

export const BRANDS = Object.keys(paths) as Brand[];

const sizeClasses = { sm: 'size-5', md: 'size-6', lg: 'size-8' } as const;

type BrandMarkProps = {
  brand: Brand;
  /** Default md (24px). */
  size?: keyof typeof sizeClasses;
  className?: string;
} & (
  | /** The network's name, in the reader's language, given by the caller. */ { label: string; decorative?: false }
  | /** Hidden from assistive technology, for when the network is named beside it (e.g. in a link's text). */ {
      decorative: true;
      label?: undefined;
    }
);

/** A social network's mark in the current text colour: an image named by `label`, or decorative. */
export function BrandMark({ brand, size = 'md', decorative = false, label, className }: BrandMarkProps) {
  const path = paths[brand];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${path.width} ${path.height}`}
      fill="currentColor"
      focusable="false"
      className={cn('shrink-0', sizeClasses[size], className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <path d={path.d} />
    </svg>
  );
}
