import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Icon } from '@/components/ui/icon';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { GroupLinks, MenuEntry, toneClass, type ItemTone } from './menu-links';
import { isItemActive, itemBadge, type NavItem } from './nav-types';

const itemBase =
  'inline-flex h-btn-sm items-center gap-1 rounded-full px-3 text-sm font-medium transition-colors hover:bg-surface-sunken';
const itemClass = (tone: ItemTone) => toneClass(itemBase, tone);

/**
 * The laptop-width menu: links, and groups whose submenu opens on hover, click, touch or keyboard (a
 * disclosure: Enter, Space or ArrowDown open it on its first entry, Escape closes it and focus returns).
 */
export function NavbarMenu({ items, label, badge }: { items: NavItem[]; label: string; badge?: ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.id} className="relative">
            {item.submenu?.length ? (
              <SubmenuItem item={item} />
            ) : (
              <MenuLink item={item} badge={itemBadge(item, badge)} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuLink({ item, badge }: { item: NavItem; badge?: ReactNode }) {
  const text = useText();
  return (
    <MenuEntry item={item} itemClass={itemClass}>
      {() => (
        <>
          {text(item.title)}
          {badge}
        </>
      )}
    </MenuEntry>
  );
}

const submenuLinkClass = (tone: ItemTone) =>
  cn(
    'flex min-h-11 items-center rounded-xl px-3 text-sm hover:bg-surface-sunken',
    tone === 'active' ? 'bg-brand-soft font-semibold text-brand' : tone === 'danger' ? 'text-danger' : 'text-fg',
  );

function SubmenuItem({ item }: { item: NavItem }) {
  const text = useText();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const panelId = useId();
  const active = isItemActive(item, pathname);

  const [openedOn, setOpenedOn] = useState(pathname);
  // Moving to another page closes the submenu (adjusted while rendering, not in an effect).
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const focusLink = (index: number) => {
    const anchors = panel.current?.querySelectorAll<HTMLElement>('a, button');
    if (!anchors?.length) return;
    anchors[(index + anchors.length) % anchors.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    setOpen(true);
    // The panel renders on the next frame.
    requestAnimationFrame(() => focusLink(index));
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const anchors = [...(panel.current?.querySelectorAll<HTMLElement>('a, button') ?? [])];
    const index = anchors.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    }
  };

  return (
    <div
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        window.clearTimeout(closeTimer.current);
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        closeTimer.current = window.setTimeout(() => setOpen(false), 150);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onKeyDown={onTriggerKeyDown}
        onClick={() => {
          // A click right after hover opened it keeps it open rather than closing it again.
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        className={itemClass(active ? 'active' : 'plain')}
      >
        {text(item.title)}
        <Icon
          icon={ChevronDown}
          size="xs"
          className={cn('transition-transform duration-submenu', open && 'rotate-180')}
        />
      </button>
      <ul
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute start-0 top-full z-50 mt-2 min-w-64 rounded-2xl border border-line bg-surface-raised p-2 shadow-xl shadow-black/10"
      >
        <GroupLinks
          item={item}
          onKeyDown={onPanelKeyDown}
          onAction={() => {
            setOpen(false);
            trigger.current?.focus();
          }}
          linkClass={submenuLinkClass}
        />
      </ul>
    </div>
  );
}
