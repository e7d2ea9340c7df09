import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { linkTarget } from './link-target';
import { usePathFor } from '@/i18n/language-context';

export type AnchorProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  /** An internal path (`/teams`) or an http(s), mailto or tel URL. */
  to: string;
  disabled?: boolean;
  /** Said to screen readers after the name of an http(s) link, which opens in a new tab: "(opens in a new tab)". */
  newTabLabel?: string;
};

/**
 * The link under `Button`, `IconButton` and `TextLink`: a router link for an internal
 * path, an anchor for an external URL (a new tab for http(s), said to screen readers in `newTabLabel`).
 * Disabled, or given a `to` we refuse, it stays a link in name but goes nowhere: no href.
 */
export function Anchor({ to, disabled = false, newTabLabel, children, onClick, ...props }: AnchorProps) {
  const pathFor = usePathFor();
  const target = linkTarget(to);
  if (disabled || target.kind === 'invalid')
    return (
      // Without href an anchor is not a link to assistive technology; role and aria-disabled keep it one, unavailable.
      <a role="link" aria-disabled="true" {...props}>
        {children}
      </a>
    );
  if (target.kind === 'internal')
    return (
      <Link to={pathFor(target.to)} onClick={onClick} {...props}>
        {children}
      </Link>
    );
  return (
    <a
      href={target.href}
      onClick={onClick}
      {...(target.newTab && { target: '_blank', rel: 'noopener noreferrer' })}
      {...props}
    >
      {children}
      {target.newTab && newTabLabel && (
        <>
          {' '}
          <span className="sr-only">{newTabLabel}</span>
        </>
      )}
    </a>
  );
}
