import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Icon } from '@/components/ui/icon';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { LANGUAGE_SETTINGS, otherLanguage } from '@/i18n/languages';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { useRenderLanguage } from '@/i18n/language-context';
import { GroupLinks, MenuEntry, toneClass, type ItemTone } from './menu-links';
import { isItemActive, itemBadge, type NavItem } from './nav-types';

export interface DrawerProps {
  id: string;
  open: boolean;
  items: NavItem[];
  /** Closes the drawer; `choose` says a link was chosen, so the page scrolls to the top. */
  onClose: (reason: 'choose' | 'escape') => void;
  label: string;
  /** Shown below the items, such as the login and register buttons; `close` closes the drawer (spec §2). */
  footer?: (close: () => void) => ReactNode;
  /** A count badge for items with `cartCount`. */
  badge?: ReactNode;
}

const rowBase =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-start text-base font-medium hover:bg-surface-sunken';
const rowClass = (tone: ItemTone) => toneClass(rowBase, tone);

/**
 * The slide-down menu below laptop width (spec §2, §4). Slides in 0.5 s; groups open in 0.33 s;
 * both instant under reduced motion. Closing collapses every group.
 */
export function Drawer({ id, open, items, onClose, label, footer, badge }: DrawerProps) {
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(new Set());
  const [wasOpen, setWasOpen] = useState(open);
  // Closing collapses every group (adjusted while rendering, not in an effect).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setOpenGroups(new Set());
  }

  // Focus stays in the navbar (its menu button) and the drawer while it is open.
  useFocusTrap(
    open,
    useCallback(() => [document.querySelector<HTMLElement>('header'), document.getElementById(id)], [id]),
  );

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose('escape');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  const toggleGroup = (groupId: string) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });

  return (
    <div
      id={id}
      inert={!open}
      aria-hidden={!open}
      className={cn(
        'fixed inset-x-0 bottom-0 top-navbar z-40 overflow-y-auto overscroll-contain border-t border-line bg-surface-raised transition-[transform,visibility] duration-drawer ease-out motion-reduce:transition-none laptop:hidden',
        open ? 'visible translate-y-0' : 'invisible -translate-y-full',
      )}
    >
      <nav aria-label={label} className="mx-auto max-w-xl px-4 pb-10 pt-4">
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.id}>
              {item.submenu?.length ? (
                <DrawerGroup
                  item={item}
                  open={openGroups.has(item.id)}
                  onToggle={() => toggleGroup(item.id)}
                  onChoose={() => onClose('choose')}
                />
              ) : (
                <DrawerItem item={item} onChoose={() => onClose('choose')} badge={itemBadge(item, badge)} />
              )}
            </li>
          ))}
        </ul>
        {footer && (
          <div className="mt-6 flex flex-col gap-3 border-t border-line pt-6">{footer(() => onClose('choose'))}</div>
        )}
      </nav>
    </div>
  );
}

function DrawerItem({ item, onChoose, badge }: { item: NavItem; onChoose: () => void; badge?: ReactNode }) {
  const text = useText();
  const language = useRenderLanguage();
  const title =
    item.action === 'toggleLanguage' ? (
      <span lang={LANGUAGE_SETTINGS[otherLanguage(language)].locale}>{text(item.title)}</span>
    ) : (
      text(item.title)
    );
  return (
    <MenuEntry item={item} itemClass={rowClass} onChoose={onChoose}>
      {(tone) => (
        <>
          <ItemIcon item={item} tone={tone} />
          <span className="flex-1">{title}</span>
          {badge}
        </>
      )}
    </MenuEntry>
  );
}

const iconColours = { plain: 'muted', active: 'brand', danger: 'danger' } as const;

function ItemIcon({ item, tone }: { item: NavItem; tone: ItemTone }) {
  if (!item.icon) return null;
  return (
    <Icon
      icon={(tone === 'active' && item.iconActive) || item.icon}
      mirror={item.mirrorIcon}
      size="sm"
      colour={iconColours[tone]}
    />
  );
}

interface DrawerGroupProps {
  item: NavItem;
  open: boolean;
  onToggle: () => void;
  onChoose: () => void;
}

const groupLinkClass = (tone: ItemTone) =>
  cn(
    'flex min-h-11 items-center rounded-xl px-3 hover:bg-surface-sunken',
    tone === 'active' ? 'font-semibold text-brand' : tone === 'danger' ? 'text-danger' : 'text-fg-muted hover:text-fg',
  );

function DrawerGroup({ item, open, onToggle, onChoose }: DrawerGroupProps) {
  const text = useText();
  const { pathname } = useLocation();
  const panelId = useId();
  const active = isItemActive(item, pathname);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className={rowClass(active ? 'active' : 'plain')}
      >
        <ItemIcon item={item} tone={active ? 'active' : 'plain'} />
        <span className="flex-1">{text(item.title)}</span>
        {/* Points to the end side when closed, down when open: clockwise in LTR, anticlockwise in RTL. */}
        <Icon
          icon={ChevronRight}
          mirror
          size="sm"
          className={cn(
            'transition-transform duration-submenu motion-reduce:transition-none',
            open && 'rotate-90 rtl:-rotate-90',
          )}
        />
      </button>
      <div
        id={panelId}
        inert={!open}
        className={cn(
          'grid transition-[grid-template-rows] duration-submenu ease-out motion-reduce:transition-none',
          open ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]',
        )}
      >
        <ul className="overflow-hidden ps-9">
          <GroupLinks item={item} onClick={onChoose} onAction={onChoose} linkClass={groupLinkClass} />
        </ul>
      </div>
    </>
  );
}
