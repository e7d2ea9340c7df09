import type { InboxSummary } from '#contracts/inbox';
import { isOpenStage } from '#contracts/pipeline';
import { inboxWording as wording } from '../content/inbox-wording';
import { readerTime } from '../content/item-format';
import { useInboxText } from '../hooks/use-inbox-text';

type Due = { what: keyof typeof wording.nextDue; at: string };

/** What an open item waits on next: its first response while unanswered, or its follow-up, whichever is due first. */
export function nextDue(item: InboxSummary): Due | null {
  if (!isOpenStage(item.stage)) return null;
  const due: Due[] = [];
  if (item.firstResponseAt === null && item.respondBy) due.push({ what: 'firstResponse', at: item.respondBy });
  if (item.followUpAt) due.push({ what: 'followUp', at: item.followUpAt });
  return due.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))[0] ?? null;
}

/** The time ("16:30" today, with its date otherwise) over what is due then; nothing for a finished item. */
export function NextDue({ item, now }: { item: InboxSummary; now: number }) {
  const t = useInboxText();
  const next = nextDue(item);
  if (!next) return null;
  const at = new Date(next.at);
  const today = at.toDateString() === new Date(now).toDateString();
  return (
    <>
      <time dateTime={next.at} className="block">
        {today ? readerTime(at, t.language) : t.dateTime(next.at)}
      </time>
      <span className="block text-xs text-fg-muted">{t.text(wording.nextDue[next.what])}</span>
    </>
  );
}
