import { fillPlaceholders } from '@/i18n/fill-placeholders';
import type { InboxItem } from '#contracts/inbox';
import { stageFormWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { StageBadge } from './stage-badge';

/** "Now: [Closed] Cost": the item's stage as its badge, with a closed one's reason and a booked assessment's time. */
export function CurrentStage({ item }: { item: Pick<InboxItem, 'stage' | 'closeReason' | 'assessmentAt'> }) {
  const t = useInboxText();
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2 text-fg">
        <span className="text-sm text-fg-muted">{t.text(wording.now)}:</span>
        <StageBadge stage={item.stage} closeReason={item.closeReason} />
      </p>
      {item.stage === 'assessmentBooked' && item.assessmentAt && (
        <p className="text-sm text-fg">
          {fillPlaceholders(t.text(wording.assessmentAt), {
            at: <time dateTime={item.assessmentAt}>{t.dateTime(item.assessmentAt)}</time>,
          })}
        </p>
      )}
    </div>
  );
}
