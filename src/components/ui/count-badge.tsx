import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { cn } from '@/lib/cn';

/** Spec §3, §9: above this the badge reads "99+". */
export const COUNT_BADGE_CAP = 99;

interface CountBadgeProps {
  count: number;
  /** What screen readers hear: the real count and what it counts ("3 items in cart"). */
  label: string;
  className?: string;
}

/** A small count: "99+" above 99, nothing at all at 0 or below (spec §3, §9); digits follow the language. */
export function CountBadge({ count, label, className }: CountBadgeProps) {
  const language = useRenderLanguage();
  if (!(count > 0)) return null;
  const shown = count > COUNT_BADGE_CAP ? `${formatNumber(COUNT_BADGE_CAP, language)}+` : formatNumber(count, language);
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-cta px-1.5 text-xs font-semibold leading-none text-cta-fg',
        className,
      )}
    >
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
