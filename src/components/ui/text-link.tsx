import type { ComponentProps, ReactNode } from 'react';
import ExternalLink from 'lucide-react/icons/external-link';
import { cn } from '@/lib/cn';
import { Anchor } from './anchor';
import { Icon } from './icon';
import { linkTarget } from './link-target';

type TextLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  /** An internal path renders a router link; an http(s), mailto or tel URL an anchor. */
  to: string;
  disabled?: boolean;
  /** Said to screen readers after an http(s) link's name: "(opens in a new tab)". */
  newTabLabel?: string;
  children: ReactNode;
};

/** An underlined link in running text; http(s) links get a small "leaves the site" glyph. */
export function TextLink({ to, className, children, ...props }: TextLinkProps) {
  const target = linkTarget(to);
  return (
    <Anchor
      to={to}
      {...props}
      className={cn(
        'rounded-sm font-medium text-brand underline decoration-brand/40 underline-offset-4 transition-colors hover:decoration-brand aria-disabled:text-fg-muted aria-disabled:no-underline',
        className,
      )}
    >
      {children}
      {target.kind === 'external' && target.newTab && (
        <Icon icon={ExternalLink} mirror size="xs" className="ms-1 inline-block align-[-0.125em]" />
      )}
    </Anchor>
  );
}
