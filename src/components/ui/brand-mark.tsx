// Brand marks from @fortawesome/free-brands-svg-icons, licensed CC BY 4.0 (attribution: Font Awesome
// by Fonticons, Inc., https://fontawesome.com/license/free). Each icon file is imported on its own.
import { faFacebook } from '@fortawesome/free-brands-svg-icons/faFacebook';
import { faInstagram } from '@fortawesome/free-brands-svg-icons/faInstagram';
import { faLinkedin } from '@fortawesome/free-brands-svg-icons/faLinkedin';
import { faWhatsapp } from '@fortawesome/free-brands-svg-icons/faWhatsapp';
import { faXTwitter } from '@fortawesome/free-brands-svg-icons/faXTwitter';
import { faYoutube } from '@fortawesome/free-brands-svg-icons/faYoutube';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { cn } from '@/lib/cn';
import { brandPath } from './glyphs/common';

export type Brand = 'facebook' | 'instagram' | 'linkedin' | 'whatsapp' | 'x' | 'youtube';

const brands: Record<Brand, { path: ReturnType<typeof brandPath>; name: Bilingual }> = {
  facebook: { path: brandPath(faFacebook), name: { en: 'Facebook', ar: 'فيسبوك' } },
  instagram: { path: brandPath(faInstagram), name: { en: 'Instagram', ar: 'إنستغرام' } },
  linkedin: { path: brandPath(faLinkedin), name: { en: 'LinkedIn', ar: 'لينكدإن' } },
  whatsapp: { path: brandPath(faWhatsapp), name: { en: 'WhatsApp', ar: 'واتساب' } },
  x: { path: brandPath(faXTwitter), name: { en: 'X', ar: 'إكس' } },
  youtube: { path: brandPath(faYoutube), name: { en: 'YouTube', ar: 'يوتيوب' } },
};

export const BRANDS = Object.keys(brands) as Brand[];

export const brandName = (brand: Brand) => brands[brand].name;

const sizeClasses = { sm: 'size-5', md: 'size-6', lg: 'size-8' } as const;

interface BrandMarkProps {
  brand: Brand;
  /** Default md (24px). */
  size?: keyof typeof sizeClasses;
  /** Hide it from assistive technology when the network is named beside it (e.g. in a link's text). */
  decorative?: boolean;
  className?: string;
}

/** A social network's mark in the current text colour, named in the current language unless decorative. */
export function BrandMark({ brand, size = 'md', decorative = false, className }: BrandMarkProps) {
  const text = useText();
  const { path, name } = brands[brand];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${path.width} ${path.height}`}
      fill="currentColor"
      focusable="false"
      className={cn('shrink-0', sizeClasses[size], className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': text(name) })}
    >
      <path d={path.d} />
    </svg>
  );
}
