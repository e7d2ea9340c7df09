import { CLINICAL_DECISION_LABELS } from '#contracts/clinical';
import type { InboxEvent } from '#contracts/inbox';
import { clinicalPanelWording as wording } from '../content/clinical-panel-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { ByAt } from './by-at';
import { DetailPanel } from './detail-panel';

type Decision = Extract<InboxEvent, { type: 'clinical' }>;

/**
 * The latest clinical decision on the item, read-only: the admissions team acts on it (calls the
 * family back, or passes on where they were referred). Nothing when no reviewer has decided yet.
 */
export function ClinicalDecisionPanel({ history }: { history: InboxEvent[] }) {
  const t = useInboxText();
  const latest = history.findLast((event): event is Decision => event.type === 'clinical');
  if (!latest) return null;
  const text = (value: string) => (
    <dd dir="auto" className="whitespace-pre-line break-words text-fg" data-user-content>
      {value}
    </dd>
  );
  return (
    <DetailPanel title={t.text(wording.heading)}>
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="text-fg-muted">{t.text(wording.decision)}</dt>
          <dd className="font-medium text-fg">{t.text(CLINICAL_DECISION_LABELS[latest.decision])}</dd>
        </div>
        {latest.alternatives !== null && (
          <div>
            <dt className="text-fg-muted">{t.text(wording.alternatives)}</dt>
            {text(latest.alternatives)}
          </div>
        )}
        <div>
          <dt className="text-fg-muted">{t.text(wording.reason)}</dt>
          {text(latest.reason)}
        </div>
      </dl>
      <p className="mt-3 text-xs text-fg-muted">
        <ByAt by={latest.by} at={latest.at} />
      </p>
    </DetailPanel>
  );
}
