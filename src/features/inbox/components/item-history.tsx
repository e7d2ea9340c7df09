import type { InboxEvent } from '#contracts/inbox';
import { historyWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { ByAt } from './by-at';
import { EventWords } from './event-words';

/** Everything that happened to the item, newest first, each in words with who and when. */
export function ItemHistory({ history }: { history: InboxEvent[] }) {
  const t = useInboxText();
  if (history.length === 0) return <p className="text-sm text-fg-muted">{t.text(wording.none)}</p>;
  return (
    <ol className="flex flex-col gap-3 border-s-2 border-line ps-4">
      {[...history].reverse().map((event, index) => (
        <li key={`${event.at}-${index}`} className="text-sm">
          <p className="font-medium text-fg">
            <EventWords event={event} />
          </p>
          <p className="text-xs text-fg-muted">
            <ByAt by={event.by} at={event.at} />
          </p>
        </li>
      ))}
    </ol>
  );
}
