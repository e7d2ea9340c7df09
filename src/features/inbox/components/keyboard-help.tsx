import { Button } from '@/components/ui/button';
import { keysWording as wording } from '../content/inbox-wording';
import { useRowKeys } from '../hooks/use-inbox-keys';
import { useInboxText } from '../hooks/use-inbox-text';

const KEYS = [
  { keys: ['/'], words: wording.search },
  { keys: ['j', 'k'], words: wording.move },
  { keys: ['Enter'], words: wording.open },
  { keys: ['?'], words: wording.help },
] as const;

/** The list's keys (j, k, "?"), and, once "?" is pressed, what each does. */
export function KeyboardHelp() {
  const t = useInboxText();
  const { help, closeHelp } = useRowKeys();
  if (!help) return null;
  return (
    <section
      aria-label={t.text(wording.title)}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4 text-sm"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {KEYS.map(({ keys, words }) => (
          <div key={words.en} className="contents">
            <dt className="flex gap-1" dir="ltr">
              {keys.map((key) => (
                <kbd key={key} className="rounded border border-line bg-surface-sunken px-1.5 font-mono text-fg">
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-fg">{t.text(words)}</dd>
          </div>
        ))}
      </dl>
      <Button colour="ghost" size="sm" className="self-start" onClick={closeHelp}>
        {t.text(wording.close)}
      </Button>
    </section>
  );
}
