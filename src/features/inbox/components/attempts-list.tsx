import type { InboxEvent } from '#contracts/inbox';
import { attemptWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { AttemptWords } from './event-words';
import { ByAt } from './by-at';

type Attempt = Extract<InboxEvent, { type: 'attempt' }>;

/** Every logged try to reach the family, newest first, with who and when. */
export function AttemptsList({ history }: { history: InboxEvent[] }) {
  const t = useInboxText();
  const attempts = history.filter((event): event is Attempt => event.type === 'attempt').reverse();
  return (
    <div>
      <h3 className="font-medium text-fg">{t.text(wording.listHeading)}</h3>
      {attempts.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">{t.text(wording.none)}</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-2">
          {attempts.map((attempt, index) => (
            <li key={`${attempt.at}-${index}`} className="rounded-lg bg-surface-sunken p-3 text-sm">
              <p className="font-medium text-fg">
                <AttemptWords channel={attempt.channel} outcome={attempt.outcome} />
              </p>
              <p className="mt-1 text-xs text-fg-muted">
                <ByAt by={attempt.by} at={attempt.at} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
