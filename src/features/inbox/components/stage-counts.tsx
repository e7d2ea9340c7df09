import { STAGE_LABELS, STAGES, type Stage } from '#contracts/pipeline';
import type { InboxCounts } from '#contracts/inbox';
import { inboxWording as wording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { ChipFilter } from './chip-filter';
import { stageLook } from './stage-badge';

interface StageCountsProps {
  counts: InboxCounts | undefined;
  stage: Stage | null;
  onChange: (stage: Stage | null) => void;
}

/**
 * The pipeline at a glance and its filter: "All (7)", then each stage in pipeline order with how
 * many items the whole inbox holds in it ("New (2)"). Each chip has the stage's icon as well as its word.
 */
export function StageCounts({ counts, stage, onChange }: StageCountsProps) {
  const t = useInboxText();
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${t.number(count)})`;
  const total = counts ? STAGES.reduce((sum, each) => sum + counts.stages[each], 0) : undefined;
  return (
    <ChipFilter
      label={t.text(wording.stageLabel)}
      value={stage}
      onChange={onChange}
      options={[
        { value: null, label: withCount(t.text(wording.allStages), total) },
        ...STAGES.map((each) => ({
          value: each,
          icon: stageLook[each].icon,
          label: withCount(t.text(STAGE_LABELS[each]), counts?.stages[each]),
        })),
      ]}
    />
  );
}
