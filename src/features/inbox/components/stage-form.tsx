import type { FormEvent } from 'react';
import type { InboxItem } from '#contracts/inbox';
import { STAGES } from '#contracts/pipeline';
import { toLocalInput } from '../content/item-format';
import { stageFormWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { CurrentStage } from './current-stage';
import { useItemWrite } from './item-changes';
import { SaveButton } from './save-button';
import { SaveProblem } from './save-problem';
import { StageFields, stageOptions, useStageChoice } from './stage-fields';

/**
 * The item's stage, to move on; "Closed" asks for its reason, "Assessment booked" for its date and
 * time (saved again with a new time, the assessment moves). Untouched, the choices follow the item;
 * once chosen they stay (through a conflict too) until they are saved.
 */
export function StageForm({ item }: { item: Pick<InboxItem, 'stage' | 'closeReason' | 'assessmentAt'> }) {
  const t = useInboxText();
  const write = useItemWrite('stage');
  const shownAssessment = toLocalInput(item.assessmentAt);
  const choice = useStageChoice({
    stage: item.stage,
    closeReason: item.closeReason ?? '',
    assessment: shownAssessment,
  });
  const unchanged =
    choice.stage === item.stage &&
    (choice.stage !== 'closed' || choice.reason === item.closeReason) &&
    (choice.stage !== 'assessmentBooked' || choice.assessment === shownAssessment);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const part = choice.part();
    if (part?.stage) write.save(part, () => choice.reset());
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <CurrentStage item={item} />
      <StageFields choice={choice} options={stageOptions(STAGES, t.text)} />
      <SaveProblem error={write.error} />
      <SaveButton
        colour="brand"
        label={wording.save}
        disabled={write.busy || unchanged}
        saving={write.saving}
        saved={write.saved}
      />
    </form>
  );
}
