import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { cn } from '@/lib/cn';
import { Icon, type IconComponent } from './icon';
import { recipe } from './recipe';

export type ChipTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

export const chipVariants = recipe(
  'inline-flex max-w-full items-center gap-1.5 rounded-full border px-3 text-sm font-medium',
  {
    // One line, or (a tag only) as many as a long label needs in a narrow space.
    height: { line: 'h-8', wrap: 'min-h-8 py-1' },
    tone: {
      neutral: 'border-line bg-surface-sunken text-fg',
      brand: 'border-brand/30 bg-brand-soft text-brand',
      success: 'border-success/30 bg-success-soft text-success',
      warning: 'border-warning/30 bg-warning-soft text-warning',
      danger: 'border-danger/30 bg-danger-soft text-danger',
    } satisfies Record<ChipTone, string>,
  },
  { height: 'line', tone: 'neutral' },
);

const focusRing =
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

interface ChipBaseProps {
  children: string;
  tone?: ChipTone;
  icon?: IconComponent;
  className?: string;
  /** Lets a long label run onto a second line in a narrow space, rather than be cut short (a tag only). */
  wrap?: boolean;
}

type ChipProps = ChipBaseProps &
  (
    | { onClick?: undefined; selected?: undefined; onRemove?: undefined; removeLabel?: undefined }
    | {
        onClick?: undefined;
        selected?: undefined;
        /** Adds a remove button, named "`removeLabel` `children`" ("Remove French"). */
        onRemove: () => void;
        /** The remove button's verb, in the reader's language ("Remove"). */
        removeLabel: string;
      }
    | {
        /** Makes the chip a toggle button (a filter), pressed when `selected`. */
        onClick: () => void;
        selected: boolean;
        onRemove?: undefined;
        removeLabel?: undefined;
      }
  );

/** A short label: a tag, a filter toggle (`onClick` + `selected`), or a removable value (`onRemove`). */
export function Chip({ children, tone, icon, className, wrap, onClick, selected, onRemove, removeLabel }: ChipProps) {
  if (onClick) {
    const shown = selected ? Check : icon;
    return (
      <button
        type="button"
        aria-pressed={selected}
        onClick={onClick}
        className={chipVariants({
          tone: selected ? 'brand' : tone,
          className: cn('transition-colors hover:border-brand', focusRing, className),
        })}
      >
        {shown && <Icon icon={shown} size="xs" />}
        {children}
      </button>
    );
  }
  return (
    <span
      className={chipVariants({ tone, height: wrap ? 'wrap' : 'line', className: cn(onRemove && 'pe-1', className) })}
    >
      {icon && <Icon icon={icon} size="xs" />}
      <span className={wrap ? 'min-w-0' : 'truncate'}>{children}</span>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          className={cn('inline-flex size-6 items-center justify-center rounded-full hover:bg-fg/10', focusRing)}
        >
          <Icon icon={X} size="xs" />
          <span className="sr-only">{`${removeLabel} ${children}`}</span>
        </button>
      )}
    </span>
  );
}
