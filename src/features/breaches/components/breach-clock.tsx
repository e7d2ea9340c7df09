import { cn } from '@/lib/cn';
import type { Breach } from '#contracts/breaches';
import { regulatorClock } from '../content/breach-time';
import { useBreachesText } from '../hooks/use-breaches-text';

const TONE = { notified: 'text-fg-muted', left: 'text-fg', overdue: 'text-danger font-semibold' } as const;

/** The regulator's 72 hours for one entry at `now`: time left, overdue (marked for every reader), or told. */
export function BreachClock({ breach, now }: { breach: Breach; now: number }) {
  const { language } = useBreachesText();
  const clock = regulatorClock(breach, now, language);
  return (
    <p className={cn('text-sm', TONE[clock.state])} data-state={clock.state}>
      {clock.text}
    </p>
  );
}
