import { Button } from '@/components/ui/button';
import { BREACH_DATA_NAMES, BREACH_STATUS_NAMES, type Breach } from '#contracts/breaches';
import { breachesWording as wording } from '../content/breaches-wording';
import { listOf } from '@/i18n/calendar-words';
import { momentText } from '../content/breach-time';
import { useBreachesText } from '../hooks/use-breaches-text';
import { BreachClock } from './breach-clock';
import { NoticeTexts } from './notice-texts';

const termClasses = 'text-sm font-medium text-fg-muted';

/** One incident of the register: its clock first, then its facts, the families' decision and the notices. */
export function BreachEntry({ breach, now, onEdit }: { breach: Breach; now: number; onEdit: () => void }) {
  const t = useBreachesText();
  const families =
    breach.tellFamilies === null ? wording.families.undecided : wording.families[breach.tellFamilies ? 'yes' : 'no'];
  const headingId = `breach-${breach.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-line p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-fg">
          {t.fill(wording.entryTitle, { id: t.number(breach.id) })}
        </h2>
        <span className="rounded-full bg-surface-sunken px-3 py-1 text-sm text-fg">
          {t.text(BREACH_STATUS_NAMES[breach.status])}
        </span>
      </div>
      <BreachClock breach={breach} now={now} />
      <p className="text-sm text-fg-muted">
        {t.fill(wording.foundOn, { time: momentText(breach.foundAt, t.language) })}
      </p>
      <p dir="auto" className="whitespace-pre-line text-start text-fg">
        {breach.description}
      </p>
      <dl className="grid gap-3 tablet:grid-cols-2">
        <div>
          <dt className={termClasses}>{t.text(wording.form.references)}</dt>
          <dd dir="ltr" className="text-start text-fg">
            {breach.references.length > 0 ? breach.references.join(' ') : t.text(wording.noReferences)}
          </dd>
        </div>
        <div>
          <dt className={termClasses}>{t.text(wording.form.data)}</dt>
          <dd className="text-fg">
            {breach.data.length > 0
              ? listOf(
                  breach.data.map((kind) => t.text(BREACH_DATA_NAMES[kind])),
                  t.language,
                )
              : t.text(wording.noData)}
          </dd>
        </div>
        <div className="tablet:col-span-2">
          <dt className={termClasses}>{t.text(wording.form.tellFamilies)}</dt>
          <dd className="text-fg">
            {t.text(families)}
            {breach.familiesReason && (
              <span dir="auto" className="block text-start text-fg-muted">
                {breach.familiesReason}
              </span>
            )}
            {breach.familiesNotifiedAt && (
              <span className="block">
                {t.fill(wording.families.told, { time: momentText(breach.familiesNotifiedAt, t.language) })}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <NoticeTexts breach={breach} />
      <Button colour="outlined" size="sm" className="self-start" onClick={onEdit}>
        {t.text(wording.edit)}
      </Button>
    </article>
  );
}
