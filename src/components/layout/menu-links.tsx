import type { KeyboardEvent, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { usePathFor } from '@/i18n/language-context';
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
  /** The classes of one link, by whether it is the current page. */
  linkClass: (isActive: boolean) => string;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** A group's submenu as list items, for the drawer's and the navbar's own lists. */
export function GroupLinks({ item, linkClass, onClick, onKeyDown }: GroupLinksProps) {
  const pathFor = usePathFor();
  const text = useText();
  return groupLinks(item).map((link) => (
    <li key={link.id}>
      <NavLink
        to={pathFor(link.to)}
        end
        onClick={onClick}
        onKeyDown={onKeyDown}
        className={({ isActive }) => linkClass(isActive)}
      >
        {text(link.title)}
      </NavLink>
    </li>
  ));
}
