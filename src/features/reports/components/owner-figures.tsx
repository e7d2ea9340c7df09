import { useId } from 'react';
import type { ReportsAnswer } from '#contracts/reports';
import { reportsWording as wording } from '../content/reports-wording';
import { useReportsText } from '../hooks/use-reports-text';
import { shareOf } from '../lib/report-format';
import { DataTable } from './chart-card';

/**
 * First response per owner, for the manager to coach by (staff review #15): how many of the period's
 * items each member follows up now, how many were answered, within the target, and the median time.
 * Counts and times only; nothing when nobody owns anything and nothing arrived.
 */
export function OwnerFigures({ answer }: { answer: ReportsAnswer }) {
  const t = useReportsText();
  const headingId = useId();
  if (answer.byOwner.length === 0) return null;
  const target = t.duration(answer.firstContact.targetMinutes);
  const table = {
    columns: [
      t.text(wording.ownerColumn),
      t.text(wording.itemsColumn),
      t.text(wording.answeredColumn),
      t.fill(wording.withinColumn, { target }),
      t.text(wording.medianColumn),
    ],
    rows: answer.byOwner.map((owner) => {
      const share = shareOf(owner.withinTarget, owner.answered);
      return {
        key: owner.id ?? 'none',
        head: owner.name ?? t.text(wording.noOwner),
        cells: [
          t.number(owner.items),
          t.number(owner.answered),
          share === null
            ? t.number(owner.withinTarget)
            : t.fill(wording.countShare, { count: t.number(owner.withinTarget), share: t.percent(share) }),
          owner.medianMinutes === null ? '—' : t.duration(owner.medianMinutes),
        ],
      };
    }),
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-line bg-surface-raised p-4 tablet:p-6 print:break-inside-avoid print:border-0 print:p-0"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          {t.text(wording.byOwner)}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t.text(wording.byOwnerNote)}</p>
      </div>
      <div
        role="group"
        aria-labelledby={headingId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe's scrollable-region-focusable: it scrolls sideways on a phone
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <DataTable caption={t.text(wording.byOwner)} table={table} />
      </div>
    </section>
  );
}
