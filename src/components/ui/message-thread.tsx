import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ThreadEntry {
  key: string;
  /** Who wrote, in the reader's words ("You", "The admissions team", a colleague's name). */
  who: string;
  /** ISO time and the time as the reader reads it. */
  at: string;
  when: string;
  text: string;
  /** The reader's own side: drawn at the end of the line. */
  own: boolean;
  /** A line under the message (how the family was told of it). */
  note?: ReactNode;
}

/** A conversation, oldest first: each message with who wrote it and when, the reader's own at the end side. */
export function MessageThread({ entries, label }: { entries: ThreadEntry[]; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col gap-4">
      {entries.map((entry) => (
        <li
          key={entry.key}
          className={cn(
            'flex max-w-[85%] flex-col gap-1 rounded-2xl border p-4',
            entry.own ? 'ms-auto border-brand/30 bg-brand-soft' : 'me-auto border-line bg-surface-raised',
          )}
        >
          <p className="text-sm text-fg-muted">
            <span className="font-semibold text-fg">{entry.who}</span> · <time dateTime={entry.at}>{entry.when}</time>
          </p>
          <p dir="auto" className="whitespace-pre-wrap break-words text-fg">
            {entry.text}
          </p>
          {entry.note && <p className="text-sm text-fg-muted">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
