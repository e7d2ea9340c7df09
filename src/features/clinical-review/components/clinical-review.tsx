import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { isolateLtr } from '@/i18n/isolate';
import { useClinicalQueue } from '../api/clinical-review';
import { clinicalReviewWording as wording } from '../content/clinical-review-wording';
import { useClinicalText } from '../hooks/use-clinical-text';
import { CaseDetails } from './case-details';
import { DecisionForm } from './decision-form';

/** The clinical review: each enquiry waiting for a decision, oldest first, with its decision form. */
export function ClinicalReview() {
  const t = useClinicalText();
  const queue = useClinicalQueue();
  const [saved, setSaved] = useState<string | null>(null);

  if (queue.isPending) return <LoadingBlock label={wording.loading} />;
  if (queue.isError)
    return (
      <LoadFailed
        title={t.text(wording.loadFailed)}
        retryLabel={t.text(wording.retry)}
        onRetry={() => queue.refetch()}
      />
    );
  const { items } = queue.data;
  return (
    <div className="flex flex-col gap-6">
      <div role="status">
        {saved && <Alert tone="success">{t.fill(wording.form.saved, { reference: isolateLtr(saved) })}</Alert>}
      </div>
      <p className="text-fg-muted">{t.fill(wording.count, { count: t.number(items.length) })}</p>
      {items.length === 0 ? (
        <p className="text-fg">{t.text(wording.empty)}</p>
      ) : (
        <ol className="flex flex-col gap-6">
          {items.map((item) => (
            <li key={item.reference}>
              <article
                aria-labelledby={`case-${item.reference}`}
                className="flex flex-col gap-6 rounded-xl border border-line bg-surface-raised p-4 tablet:p-6"
              >
                <header>
                  <h2 id={`case-${item.reference}`} className="text-lg font-semibold text-fg">
                    <bdi dir="ltr" className="font-mono">
                      {item.reference}
                    </bdi>
                  </h2>
                  <p className="text-sm text-fg-muted">
                    {t.fill(wording.received, { at: t.dateTime(item.receivedAt) })}
                  </p>
                  {item.assessmentAt && (
                    <p className="text-sm font-medium text-fg">
                      {t.fill(wording.assessmentAt, { at: t.dateTime(item.assessmentAt) })}
                    </p>
                  )}
                </header>
                <CaseDetails item={item} />
                <DecisionForm reference={item.reference} onSaved={setSaved} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
