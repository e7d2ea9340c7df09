import { useId } from 'react';
import { centreTimeZone } from '@/config/contact';
import { clockHour, listOf, weekdayName } from '@/i18n/calendar-words';
import { WEEKDAYS } from '#contracts/forms/discretion';
import type { ReportsAnswer } from '#contracts/reports';
import { RESPONSE_HOURS } from '#contracts/service-hours';
import { reportsWording as wording } from '../content/reports-wording';
import { useReportsText, type ReportsText } from '../hooks/use-reports-text';
import { shareOf } from '../lib/report-format';

/** "08:00–22:00 every day, UAE time (GMT+4)": the hours the first-response clock counts. */
function serviceHoursNote(t: ReportsText) {
  const { opens, closes, days } = RESPONSE_HOURS;
  const everyDay = WEEKDAYS.every((day) => days.includes(day));
  return t.fill(wording.serviceHours, {
    hours: t.fill(wording.hoursSpan, {
      opens: clockHour(opens, t.language),
      closes: clockHour(closes % 24, t.language),
    }),
    days: everyDay
      ? t.text(wording.everyDay)
      : t.fill(wording.someDays, {
          days: listOf(
            days.map((day) => weekdayName(day, t.language)),
            t.language,
          ),
        }),
    zone: t.text(centreTimeZone.label),
  });
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line bg-surface-raised p-4 print:break-inside-avoid">
      <dt className="text-sm font-medium text-fg-muted">{label}</dt>
      <dd className="text-3xl font-semibold tabular-nums text-fg">{value}</dd>
      <dd className="text-sm text-fg-muted">{detail}</dd>
    </div>
  );
}

/** The period's headline figures: how many arrived, how many were answered within the target, and how fast. */
export function HeadlineFigures({ answer }: { answer: ReportsAnswer }) {
  const t = useReportsText();
  const headingId = useId();
  const { firstContact: first } = answer;
  const kind = (key: 'enquiry' | 'contact') => answer.byKind.find((entry) => entry.key === key)?.count ?? 0;
  const withinShare = shareOf(first.withinTarget, first.answered);
  const time = (minutes: number | null) => (minutes === null ? t.text(wording.noTime) : t.duration(minutes));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-fg">
        {t.text(wording.summary)}
      </h2>
      <dl className="grid grid-cols-1 gap-3 tablet:grid-cols-2 laptop:grid-cols-4">
        <Figure
          label={t.text(wording.total)}
          value={t.number(answer.total)}
          detail={t.fill(wording.totalSplit, {
            enquiries: t.number(kind('enquiry')),
            messages: t.number(kind('contact')),
          })}
        />
        <Figure
          label={t.fill(wording.withinTarget, { target: t.duration(first.targetMinutes) })}
          value={withinShare === null ? '—' : t.percent(withinShare)}
          detail={t.fill(wording.withinTargetDetail, {
            answered: t.number(first.answered),
            within: t.number(first.withinTarget),
            waiting: t.number(first.waiting),
          })}
        />
        <Figure label={t.text(wording.median)} value={time(first.medianMinutes)} detail={t.text(wording.medianHint)} />
        <Figure label={t.text(wording.p90)} value={time(first.p90Minutes)} detail={t.text(wording.p90Hint)} />
      </dl>
      <p className="text-sm text-fg-muted">{serviceHoursNote(t)}</p>
    </section>
  );
}
