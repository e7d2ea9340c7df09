import Clock from 'lucide-react/icons/clock';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Icon } from '@/components/ui/icon';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import type { InboxItem } from '#contracts/inbox';
import { isOpenStage } from '#contracts/pipeline';
import { waitingForWindow } from '#contracts/rules/pipeline-rules';
import { inboxWording } from '../content/inbox-wording';
import { readerTime, readerZone, weekdayTime } from '../content/item-format';
import { clockWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { useNow } from './now-provider';

type ClockItem = Pick<InboxItem, 'receivedAt' | 'respondBy' | 'firstResponseAt' | 'stage' | 'rules'>;

/** The first response's line: done at…, waiting for the family's window, due by…, or overdue (an open item only). */
function FirstResponse({ item }: { item: ClockItem }) {
  const t = useInboxText();
  const now = useNow();
  if (item.firstResponseAt)
    return fillPlaceholders(t.text(wording.responded), {
      at: <time dateTime={item.firstResponseAt}>{t.dateTime(item.firstResponseAt)}</time>,
    });
  if (!item.respondBy || !isOpenStage(item.stage)) return null;
  // Their window is closed: nothing is late before it opens (the server's clock starts there too).
  const opens = waitingForWindow(item, item.rules, now);
  // One span, as below: in the flex row each piece of the sentence would be an item of its own.
  if (opens)
    return (
      <span>
        {fillPlaceholders(t.text(wording.waiting), {
          time: <time dateTime={opens.toISOString()}>{weekdayTime(opens, readerZone(), t.language)}</time>,
        })}
      </span>
    );
  const due = new Date(item.respondBy);
  const sameDay = due.toDateString() === now.toDateString();
  const time = (
    <time dateTime={item.respondBy}>{sameDay ? readerTime(due, t.language) : t.dateTime(item.respondBy)}</time>
  );
  const late = due.getTime() <= now.getTime();
  return (
    <span className={late ? 'inline-flex items-start gap-1.5 font-semibold text-fg' : undefined}>
      {late && <Icon icon={TriangleAlert} size="xs" colour="danger" className="mt-1" />}
      <span>{fillPlaceholders(t.text(late ? wording.overdue : wording.dueBy), { time })}</span>
    </span>
  );
}

/** "Received 2 hours ago · First response due by 15:30": the clock the team answers against. */
export function ResponseClock({ item }: { item: ClockItem }) {
  const t = useInboxText();
  const now = useNow();
  return (
    <p className="flex flex-wrap items-start gap-x-3 gap-y-1 text-sm text-fg">
      <span className="inline-flex items-start gap-1.5">
        <Icon icon={Clock} size="xs" colour="muted" className="mt-0.5" />
        <span>
          {fillPlaceholders(t.text(inboxWording.receivedAgo), {
            age: <time dateTime={item.receivedAt}>{t.ago(item.receivedAt, now.getTime())}</time>,
          })}
        </span>
      </span>
      <FirstResponse item={item} />
    </p>
  );
}
