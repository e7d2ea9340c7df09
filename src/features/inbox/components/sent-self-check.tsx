import type { InboxItem } from '#contracts/inbox';
import { BAND_LABELS, SCREENER_NAMES } from '#contracts/screeners';
import { fillText } from '@/i18n/fill-text';
import { selfCheckWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { DetailPanel } from './detail-panel';

/**
 * The self-check the family chose to send with its enquiry: the questionnaire, its score and published
 * band, and first of all, when the self-harm question was answered above zero, the crisis line. Nothing
 * when none was sent.
 */
export function SentSelfCheck({ selfCheck }: { selfCheck: InboxItem['selfCheck'] }) {
  const t = useInboxText();
  if (!selfCheck) return null;
  return (
    <DetailPanel title={t.text(wording.heading)}>
      <div className="flex flex-col gap-3">
        {selfCheck.crisis && <p className="font-semibold text-danger">{t.text(wording.crisis)}</p>}
        <p className="font-medium text-fg">
          {fillText(t.text(wording.result), {
            name: t.text(SCREENER_NAMES[selfCheck.screener]),
            score: t.number(selfCheck.score),
            maximum: t.number(selfCheck.maximum),
            band: t.text(BAND_LABELS[selfCheck.band]),
          })}
        </p>
        <p className="text-sm text-fg-muted">{t.text(wording.notDiagnosis)}</p>
      </div>
    </DetailPanel>
  );
}
