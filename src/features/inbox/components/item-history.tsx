import type { InboxChange } from '#contracts/inbox';
import { inboxWording as wording, statusWording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { ByAt } from './by-at';

/** Every status the item has had, newest first, with who set it and when. */
export function ItemHistory({ history }: { history: InboxChange[] }) {
  const t = useInboxText();
  if (history.length === 0) return <p className="text-sm text-fg-muted">{t.text(wording.noHistory)}</p>;
  return (
    <ol className="flex flex-col gap-3 border-s-2 border-line ps-4">
      {[...history].reverse().map((change, index) => (
        <li key={`${change.at}-${index}`} className="text-sm">
          <p className="font-medium text-fg">{t.text(statusWording[change.status])}</p>
          <p className="text-xs text-fg-muted">
            <ByAt by={change.by} at={change.at} />
          </p>
        </li>
      ))}
    </ol>
  );
}
