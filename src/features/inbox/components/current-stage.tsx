import type { CloseReason, Stage } from '#contracts/pipeline';
import { stageFormWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { StageBadge } from './stage-badge';

/** "Now: [Closed] Cost": the item's stage as its badge, with a closed one's reason. */
export function CurrentStage({ stage, closeReason }: { stage: Stage; closeReason: CloseReason | null }) {
  const t = useInboxText();
  return (
    <p className="flex flex-wrap items-center gap-2 text-fg">
      <span className="text-sm text-fg-muted">{t.text(wording.now)}:</span>
      <StageBadge stage={stage} closeReason={closeReason} />
    </p>
  );
}
