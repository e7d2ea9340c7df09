import { useId, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';
import type { InboxItem } from '#contracts/inbox';
import {
  CLOSE_REASON_LABELS,
  CLOSE_REASONS,
  STAGE_LABELS,
  STAGES,
  type CloseReason,
  type Stage,
} from '#contracts/pipeline';
import { fromLocalInput, toLocalInput } from '../content/item-format';
import { stageFormWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { CurrentStage } from './current-stage';
import { SelectField } from '@/components/ui/select-field';
import { useItemWrite } from './item-changes';
import { SaveButton } from './save-button';
import { SaveProblem } from './save-problem';

/**
 * The item's stage, to move on; "Closed" asks for its reason, "Assessment booked" for its date and
 * time (saved again with a new time, the assessment moves). Untouched, the choices follow the item;
 * once chosen they stay (through a conflict too) until they are saved.
 */
export function StageForm({ item }: { item: Pick<InboxItem, 'stage' | 'closeReason' | 'assessmentAt'> }) {
  const t = useInboxText();
  const write = useItemWrite('stage');
  const [stageDraft, setStageDraft] = useState<Stage | null>(null);
  const [reasonDraft, setReasonDraft] = useState<CloseReason | '' | null>(null);
  const [assessmentDraft, setAssessmentDraft] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const reasonField = useRef<HTMLSelectElement>(null);
  const assessmentField = useRef<HTMLInputElement>(null);
  const stageId = useId();
  const reasonId = useId();
  const assessmentId = useId();
  const stage = stageDraft ?? item.stage;
  const reason = reasonDraft ?? (stage === 'closed' ? (item.closeReason ?? '') : '');
  const assessment =
    assessmentDraft ?? (stage === 'assessmentBooked' && item.stage === stage ? toLocalInput(item.assessmentAt) : '');
  const assessmentAt = fromLocalInput(assessment);
  const unchanged =
    stage === item.stage &&
    (stage !== 'closed' || reason === item.closeReason) &&
    (stage !== 'assessmentBooked' || assessment === toLocalInput(item.assessmentAt));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stage === 'closed' && reason === '') {
      setMissing(true);
      reasonField.current?.focus();
      return;
    }
    if (stage === 'assessmentBooked' && !assessmentAt) {
      setMissing(true);
      assessmentField.current?.focus();
      return;
    }
    const saved = () => {
      setStageDraft(null);
      setReasonDraft(null);
      setAssessmentDraft(null);
    };
    if (stage === 'closed') write.save({ stage, closeReason: reason as CloseReason }, saved);
    else if (stage === 'assessmentBooked' && assessmentAt) write.save({ stage, assessmentAt }, saved);
    else write.save({ stage }, saved);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <CurrentStage item={item} />
      <SelectField
        id={stageId}
        label={t.text(wording.label)}
        options={STAGES.map((each) => ({ value: each, label: t.text(STAGE_LABELS[each]) }))}
        value={stage}
        onChange={(value) => {
          setStageDraft(value);
          setMissing(false);
        }}
      />
      {stage === 'closed' && (
        <SelectField
          ref={reasonField}
          id={reasonId}
          label={t.text(wording.reasonLabel)}
          required
          error={missing && reason === '' ? t.text(wording.reasonNeeded) : undefined}
          options={[
            { value: '', label: t.text(wording.chooseReason), disabled: true },
            ...CLOSE_REASONS.map((each) => ({ value: each, label: t.text(CLOSE_REASON_LABELS[each]) })),
          ]}
          value={reason}
          onChange={(value) => setReasonDraft(value)}
        />
      )}
      {stage === 'assessmentBooked' && (
        <Field
          id={assessmentId}
          label={t.text(wording.assessmentLabel)}
          required
          error={missing && !assessmentAt ? t.text(wording.assessmentNeeded) : undefined}
          className="max-w-xs"
        >
          {(control) => (
            // The browser's own date and time picker, on the reader's clock (sent with its offset).
            <input
              {...control}
              ref={assessmentField}
              type="datetime-local"
              value={assessment}
              onChange={(event) => setAssessmentDraft(event.target.value)}
              className={cn(inputClasses, 'border-fg-muted/70 hover:border-fg')}
            />
          )}
        </Field>
      )}
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
