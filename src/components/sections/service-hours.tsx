import type { ServiceHours } from '@/config/contact';
import { sectionWording } from '@/content/section-wording';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { useRenderLanguage } from '@/i18n/language-context';
import { formatClockRange } from './format-time';

interface ServiceHoursListProps {
  hours: ServiceHours[];
  /** "UAE time (GMT+4)", under the list. */
  timeZone: Bilingual;
}

/** When each service answers, times in the reader's language and digits. */
export function ServiceHoursList({ hours, timeZone }: ServiceHoursListProps) {
  const text = useText();
  const language = useRenderLanguage();
  return (
    <div>
      <dl className="divide-y divide-line">
        {hours.map((entry) => (
          <div key={entry.label.en} className="grid gap-1 py-4 first:pt-0 tablet:grid-cols-2 tablet:gap-6">
            <dt className="font-medium text-fg">{text(entry.label)}</dt>
            <dd className="text-fg-muted tablet:text-end">
              <span className="block">{text(entry.days)}</span>
              <span className="block font-semibold text-fg">
                {entry.allDay
                  ? text(sectionWording.aroundTheClock)
                  : formatClockRange(entry.opens, entry.closes, language)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-fg-muted">{text(timeZone)}</p>
    </div>
  );
}
