import type { ScheduleItem } from '@/content/types';
import { clockTime } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { useRenderLanguage } from '@/i18n/language-context';

interface DayScheduleProps {
  schedule: ScheduleItem[];
}

/** A day as a timeline: each moment with its time in the reader's language and digits. */
export function DaySchedule({ schedule }: DayScheduleProps) {
  const text = useText();
  const language = useRenderLanguage();
  return (
    <ol className="relative space-y-1 border-s border-line ps-6 tablet:ps-8">
      {schedule.map((item) => (
        <li key={item.time} className="relative grid gap-x-6 py-3 tablet:grid-cols-[4rem_minmax(0,1fr)]">
          <span
            aria-hidden="true"
            className="absolute -start-[1.8125rem] top-[1.1rem] size-2.5 rounded-full bg-brand ring-4 ring-surface-raised tablet:-start-[2.3125rem]"
          />
          <time dateTime={item.time} className="text-sm font-semibold tabular-nums text-brand tablet:pt-0.5">
            {clockTime(item.time, language)}
          </time>
          <div className="min-w-0">
            <p className="font-medium text-fg">{text(item.title)}</p>
            {item.text && <p className="mt-0.5 text-sm leading-relaxed text-fg-muted">{text(item.text)}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
