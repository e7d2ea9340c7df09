import AlarmClock from 'lucide-react/icons/alarm-clock';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarX from 'lucide-react/icons/calendar-x';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Copy from 'lucide-react/icons/copy';
import Hourglass from 'lucide-react/icons/hourglass';
import MessageCircle from 'lucide-react/icons/message-circle';
import { Chip, type ChipTone } from '@/components/ui/chip';
import type { IconComponent } from '@/components/ui/icon';
import type { Bilingual } from '@/i18n/text';
import { centreDay } from '#contracts/centre-day';
import type { InboxListItem, InboxSummary } from '#contracts/inbox';
import { isOpenStage } from '#contracts/pipeline';
import { waitingForWindow } from '#contracts/rules/pipeline-rules';
import { inboxWording as wording } from '../content/inbox-wording';
import { readerZone, weekdayTime } from '../content/item-format';
import { clockWording } from '../content/item-wording';
import { linkStateWording } from '../content/pipeline-wording';
import { useInboxText } from '../hooks/use-inbox-text';

export type RowMarker =
  'newMessage' | 'waiting' | 'overdue' | 'followUpOverdue' | 'followUpToday' | 'needsDecision' | 'duplicate';

const markerLook: Record<RowMarker, { words: Bilingual; tone: ChipTone; icon: IconComponent }> = {
  newMessage: { words: wording.newMessage, tone: 'brand', icon: MessageCircle },
  waiting: { words: clockWording.waiting, tone: 'neutral', icon: Hourglass },
  overdue: { words: wording.overdue, tone: 'danger', icon: AlarmClock },
  followUpOverdue: { words: wording.followUpOverdue, tone: 'danger', icon: CalendarX },
  followUpToday: { words: wording.followUpToday, tone: 'warning', icon: CalendarClock },
  needsDecision: { words: wording.needsDecision, tone: 'warning', icon: CircleAlert },
  duplicate: { words: linkStateWording.flagged, tone: 'neutral', icon: Copy },
};

/** When the family's window opens, while an unanswered item waits for it at `now` (as on the item page); else null. */
const windowOpens = (item: InboxSummary, now: number) => waitingForWindow(item, item.familyWindow, new Date(now));

/**
 * What asks for attention on a row at `now`. "Overdue" is the server's word (first response or
 * follow-up late); a late follow-up says so instead, and a first response waiting for the family's
 * window is not late before it opens. "Due today" is the centre's day, as the filter counts it. A
 * family's message not yet read comes first: it is what they are waiting on.
 */
export function rowMarkers(item: InboxListItem, now: number): RowMarker[] {
  const markers: RowMarker[] = item.newMessage ? ['newMessage'] : [];
  const open = isOpenStage(item.stage);
  const followUp = open && item.followUpAt !== null ? Date.parse(item.followUpAt) : null;
  const followUpLate = followUp !== null && followUp < now;
  if (windowOpens(item, now)) markers.push('waiting');
  else if (item.overdue && !followUpLate) markers.push('overdue');
  if (followUpLate) markers.push('followUpOverdue');
  else if (followUp !== null && followUp < centreDay(new Date(now)).end.getTime()) markers.push('followUpToday');
  if (item.needsDecision) markers.push('needsDecision');
  if (item.duplicateFlags > 0) markers.push('duplicate');
  return markers;
}

/** The row's markers as words with icons (never colour alone); nothing when none applies. */
export function RowMarkers({ item, now }: { item: InboxListItem; now: number }) {
  const t = useInboxText();
  const markers = rowMarkers(item, now);
  if (markers.length === 0) return null;
  // "Waiting for their window (Monday 09:00, your time)": when it opens, in the reader's own time.
  const opens = windowOpens(item, now);
  const time = opens ? weekdayTime(opens, readerZone(), t.language) : '';
  return (
    <ul className="flex flex-wrap gap-2">
      {markers.map((marker) => (
        <li key={marker} className="max-w-full">
          <Chip tone={markerLook[marker].tone} icon={markerLook[marker].icon} wrap>
            {t.text(markerLook[marker].words).replace('{time}', time)}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
