import type { InboxEvent } from '#contracts/inbox';
import { inboxWording as wording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { ByAt } from './by-at';

type Note = Extract<InboxEvent, { type: 'note' }>;

/** The team's notes on an item (from its history), newest first. */
export function NotesList({ history }: { history: InboxEvent[] }) {
  const t = useInboxText();
  const notes = history.filter((event): event is Note => event.type === 'note').reverse();
  return (
    <div>
      <h3 className="font-medium text-fg">{t.text(wording.notes)}</h3>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">{t.text(wording.noNotes)}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-3">
          {notes.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="rounded-lg bg-surface-sunken p-3 text-sm">
              <p dir="auto" className="whitespace-pre-line break-words text-fg" data-user-content>
                {entry.text}
              </p>
              <p className="mt-1 text-xs text-fg-muted">
                <ByAt by={entry.by} at={entry.at} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
