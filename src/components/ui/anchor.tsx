import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { useText } from '@/i18n/use-text';
import { linkTarget } from './link-target';

export type AnchorProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  /** An internal path (`/teams`) or an http(s), mailto or tel URL. */
  to: string;
  disabled?: boolean;
};

/**
 * The link under `Button`, `IconButton` and `TextLink`: a router link for an internal
 * path, an anchor for an external URL (a new tab, said to screen readers, for http(s)).
 * Disabled, or given a `to` we refuse, it stays a link in name but goes nowhere: no href.
 */
export function Anchor({ to, disabled = false, children, onClick, ...props }: AnchorProps) {
  const text = useText();
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
      <Link to={target.to} onClick={onClick} {...props}>
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
      {target.newTab && (
        <>
          {' '}
          <span className="sr-only">{text({ en: '(opens in a new tab)', ar: '(يفتح في علامة تبويب جديدة)' })}</span>
        </>
      )}
    </a>
  );
}
