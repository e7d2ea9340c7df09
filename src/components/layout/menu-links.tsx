import type { KeyboardEvent, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { usePathFor, useRenderLanguage } from '@/i18n/language-context';
import { LANGUAGE_SETTINGS, otherLanguage } from '@/i18n/languages';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { anchorAgrees, groupLinks, isHomePath, type NavItem } from './nav-types';

/** How a menu row is coloured: the current page, log out, or neither. */
export type ItemTone = 'plain' | 'active' | 'danger';

/** The text colours of each tone (brand on its soft ground for the current page), on the row's own base classes. */
export const toneClass = (base: string, tone: ItemTone) =>
  cn(base, tone === 'active' ? 'bg-brand-soft text-brand' : tone === 'danger' ? 'text-danger' : 'text-fg');

interface MenuEntryProps {
  item: NavItem;
  itemClass: (tone: ItemTone) => string;
  /** Called when the link is followed (not when an action runs). */
  onChoose?: () => void;
  children: (tone: ItemTone) => ReactNode;
}

/** An item without a submenu, in the drawer and the navbar alike: a link, or a button when it runs an action. */
export function MenuEntry({ item, itemClass, onChoose, children }: MenuEntryProps) {
  const pathFor = usePathFor();
  const { hash } = useLocation();
  if (item.actionFunction || !item.to) {
    const tone = item.action === 'logout' ? 'danger' : 'plain';
    return (
      <button type="button" onClick={item.actionFunction} className={itemClass(tone)}>
        {children(tone)}
      </button>
    );
  }
  const onAnchor = anchorAgrees(item.to, hash);
  const tone = (isActive: boolean): ItemTone => (isActive && onAnchor ? 'active' : 'plain');
  return (
    <NavLink
      to={pathFor(item.to)}
      end={isHomePath(item.to.split('#')[0] ?? '')}
      onClick={onChoose}
      aria-current={onAnchor ? 'page' : 'false'}
      className={({ isActive }) => itemClass(tone(isActive))}
    >
      {({ isActive }) => children(tone(isActive))}
    </NavLink>
  );
}

interface GroupLinksProps {
  item: NavItem;
  /** The classes of one entry, by its tone (the current page, log out, or neither). */
  linkClass: (tone: ItemTone) => string;
  /** Called when a link is followed. */
  onClick?: () => void;
  /** Called after an entry's action ran (the navbar closes its panel and gives focus back). */
  onAction?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** A group's submenu as list items, for the drawer's and the navbar's own lists: links, and buttons for actions. */
export function GroupLinks({ item, linkClass, onClick, onAction, onKeyDown }: GroupLinksProps) {
  const pathFor = usePathFor();
  const text = useText();
  return groupLinks(item).map((link) => (
    <li key={link.id}>
      {link.actionFunction || link.to === undefined ? (
        <button
          type="button"
          onClick={() => {
            link.actionFunction?.();
            onAction?.();
          }}
          onKeyDown={onKeyDown}
          className={cn(linkClass(link.action === 'logout' ? 'danger' : 'plain'), 'w-full text-start')}
        >
          {text(link.title)}
          {link.action === 'toggleLanguage' && <OtherLanguageName />}
        </button>
      ) : (
        <NavLink
          to={pathFor(link.to)}
          end
          onClick={onClick}
          onKeyDown={onKeyDown}
          className={({ isActive }) => linkClass(isActive ? 'active' : 'plain')}
        >
          {text(link.title)}
        </NavLink>
      )}
    </li>
  ));
}

/** The language a language entry switches to, in its own script (العربية / English), as the bar's toggle names it. */
function OtherLanguageName() {
  const other = LANGUAGE_SETTINGS[otherLanguage(useRenderLanguage())];
  return (
    <span lang={other.locale} className={cn('ms-auto ps-3 text-fg-muted', other.fontClass)}>
      {other.label}
    </span>
  );
}
