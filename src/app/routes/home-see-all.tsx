import { TextLink } from '@/components/ui/text-link';
import type { InternalLink } from '@/content/types';
import { useText } from '@/i18n/use-text';

/** A section's "see all" link, standing alone, so it gets a full 24 px target (WCAG 2.5.8). */
export function SeeAll({ link }: { link: InternalLink }) {
  const text = useText();
  return (
    <TextLink to={link.to} className="inline-flex min-h-6 items-center">
      {text(link.label)}
    </TextLink>
  );
}
