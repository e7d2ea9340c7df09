import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Icon } from '@/components/ui/icon';
import { timeZoneWords } from '@/i18n/time-zone-words';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { safeWindow } from '#contracts/clock';
import type { ContactRules } from '#contracts/inbox';
import { knownZone, weekdayTime } from '../content/item-format';
import { rulesWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { useNow } from './now-provider';

export interface SafeNow {
  within: boolean;
  /** Their wall clock now: "Friday 14:05". */
  time: string;
  /** When it is next safe, their time ("Monday 09:00"); null within the window, or if it never opens. */
  next: string | null;
  zone: string;
}

/** Whether now is inside the family's safe days and hours, with their local time; null without rules. */
export function useSafeNow(rules: ContactRules | null): SafeNow | null {
  const now = useNow();
  const { language } = useInboxText();
  if (!rules) return null;
  const zone = knownZone(rules.timeZone);
  const { within, nextStart } = safeWindow(rules, now);
  return {
    within,
    time: weekdayTime(now, zone, language),
    next: !within && nextStart ? weekdayTime(nextStart, zone, language) : null,
    zone,
  };
}

/** A zone in words in the page's language («توقيت الإمارات العربية المتحدة»), as the family's form named it. */
export function ZoneName({ zone }: { zone: string }) {
  const { language } = useInboxText();
  return <bdi>{timeZoneWords(zone, language)}</bdi>;
}

/** "Their time now: Friday 14:05 (Asia/Dubai)" and whether it is safe to contact them, in words and an icon. */
export function SafeNowLines({ safe }: { safe: SafeNow }) {
  const t = useInboxText();
  const state = safe.within
    ? t.text(wording.safeNow)
    : safe.next
      ? fillPlaceholders(t.text(wording.outside), { next: <time>{safe.next}</time> })
      : t.text(wording.outsideNoNext);
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-surface-sunken p-3">
      <p className="flex items-start gap-2 text-fg">
        <Icon icon={Clock} size="xs" colour="muted" className="mt-1" />
        <span>
          {fillPlaceholders(t.text(wording.theirTime), { time: safe.time, zone: <ZoneName zone={safe.zone} /> })}
        </span>
      </p>
      <p className="flex items-start gap-2 font-semibold text-fg">
        <Icon
          icon={safe.within ? CircleCheck : TriangleAlert}
          size="xs"
          colour={safe.within ? 'success' : 'warning'}
          className="mt-1"
        />
        <span>{state}</span>
      </p>
    </div>
  );
}
