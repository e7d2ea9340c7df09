import { useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { inputClasses } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';
import type { InboxChange } from '#contracts/inbox-schema';
import type { Bilingual } from '#contracts/languages';
import { CLOSE_REASON_LABELS, CLOSE_REASONS, STAGE_LABELS, type CloseReason, type Stage } from '#contracts/pipeline';
import { fromLocalInput } from '../content/item-format';
import { stageFormWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';

/**
 * A stage being chosen with what it needs: a reason for "Closed", a date and time for "Assessment
 * booked". `shown` is what the fields show before anything is typed (the item's own, in the stage
 * form); a choice stays (through a conflict too) until `reset`.
 */
export function useStageChoice<Offered extends Stage>(shown: {
  /** '': no stage chosen, the item keeps its own (the call panel's first choice). */
  stage: Offered | '';
  closeReason: CloseReason | '';
  assessment: string;
}) {
  const [stageDraft, setStage] = useState<Offered | '' | null>(null);
  const [reasonDraft, setReason] = useState<CloseReason | '' | null>(null);
  const [assessmentDraft, setAssessment] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const reasonId = useId();
  const assessmentId = useId();
  const stage = stageDraft ?? shown.stage;
  const reason = reasonDraft ?? (stage === 'closed' ? shown.closeReason : '');
  const assessment = assessmentDraft ?? (stage === shown.stage ? shown.assessment : '');
  const assessmentAt = fromLocalInput(assessment);
  const need = (id: string) => {
    setMissing(true);
    document.getElementById(id)?.focus();
    return null;
  };
  return {
    stage,
    reason,
    assessment,
    missing,
    reasonId,
    assessmentId,
    chooseStage: (value: Offered | '') => {
      setStage(value);
      setMissing(false);
    },
    setReason,
    setAssessment,
    /** The stage part of the change, or null (focus on what is missing) when it cannot be sent yet. */
    part(): (Pick<InboxChange, 'closeReason' | 'assessmentAt'> & { stage?: Offered }) | null {
      if (stage === 'closed' && reason === '') return need(reasonId);
      if (stage === 'assessmentBooked' && !assessmentAt) return need(assessmentId);
      if (stage === '') return {};
      if (stage === 'closed') return { stage, closeReason: reason as CloseReason };
      if (stage === 'assessmentBooked' && assessmentAt) return { stage, assessmentAt };
      return { stage };
    },
    reset() {
      setStage(null);
      setReason(null);
      setAssessment(null);
    },
  };
}

export type StageChoice<Offered extends Stage> = ReturnType<typeof useStageChoice<Offered>>;

/** The stage's select, and under it the reason or the assessment's date and time it needs. */
export function StageFields<Offered extends Stage>({
  choice,
  options,
  label = wording.label,
}: {
  choice: StageChoice<Offered>;
  /** The stages offered, and the first choice when it is to keep the item's own. */
  options: ReadonlyArray<{ value: Offered | ''; label: string }>;
  label?: Bilingual;
}) {
  const t = useInboxText();
  const stageId = useId();
  const { stage, reason, assessment, missing, reasonId, assessmentId } = choice;
  return (
    <>
      <SelectField id={stageId} label={t.text(label)} options={options} value={stage} onChange={choice.chooseStage} />
      {stage === 'closed' && (
        <SelectField
          id={reasonId}
          label={t.text(wording.reasonLabel)}
          required
          error={missing && reason === '' ? t.text(wording.reasonNeeded) : undefined}
          options={[
            { value: '', label: t.text(wording.chooseReason), disabled: true },
            ...CLOSE_REASONS.map((each) => ({ value: each, label: t.text(CLOSE_REASON_LABELS[each]) })),
          ]}
          value={reason}
          onChange={(value) => choice.setReason(value)}
        />
      )}
      {stage === 'assessmentBooked' && (
        <Field
          id={assessmentId}
          label={t.text(wording.assessmentLabel)}
          required
          error={missing && !fromLocalInput(assessment) ? t.text(wording.assessmentNeeded) : undefined}
          className="max-w-xs"
        >
          {(control) => (
            // The browser's own date and time picker, on the reader's clock (sent with its offset).
            <input
              {...control}
              type="datetime-local"
              value={assessment}
              onChange={(event) => choice.setAssessment(event.target.value)}
              className={cn(inputClasses, 'border-fg-muted/70 hover:border-fg')}
            />
          )}
        </Field>
      )}
    </>
  );
}

/** The stages as options, in the pipeline's order. */
export const stageOptions = <Offered extends Stage>(stages: readonly Offered[], text: (words: Bilingual) => string) =>
  stages.map((each) => ({ value: each, label: text(STAGE_LABELS[each]) }));
