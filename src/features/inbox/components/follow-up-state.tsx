import CalendarClock from 'lucide-react/icons/calendar-clock';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Icon } from '@/components/ui/icon';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { centreDay } from '#contracts/centre-day';
import { readerTime } from '../content/item-format';
import { followUpWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { useNow } from './now-provider';

/** "Follow-up due today at 16:00", "Follow-up overdue since …", "Follow-up on …", or none set. */
export function FollowUpState({ followUpAt }: { followUpAt: string | null }) {
  const t = useInboxText();
  const now = useNow();
  if (!followUpAt) return <p className="text-fg-muted">{t.text(wording.none)}</p>;
  const at = new Date(followUpAt);
  const when = <time dateTime={followUpAt}>{t.dateTime(followUpAt)}</time>;
  const overdue = at.getTime() <= now.getTime();
  // "Today" is the centre's day, as the list's "due today" filter counts it.
  const today = centreDay(now);
  const line = overdue
    ? fillPlaceholders(t.text(wording.overdue), { at: when })
    : at < today.end
      ? fillPlaceholders(t.text(wording.dueToday), {
          time: <time dateTime={followUpAt}>{readerTime(at, t.language)}</time>,
        })
      : fillPlaceholders(t.text(wording.dueOn), { at: when });
  return (
    <p
      className={
        overdue ? 'flex items-start gap-2 font-semibold text-fg' : 'flex items-start gap-2 font-medium text-fg'
      }
    >
      <Icon
        icon={overdue ? TriangleAlert : CalendarClock}
        size="xs"
        colour={overdue ? 'danger' : 'brand'}
        className="mt-1"
      />
      <span>{line}</span>
    </p>
  );
}
