import { useId, useRef, useState, type FormEvent } from 'react';
import type { InboxItem } from '#contracts/inbox';
import {
  CLOSE_REASON_LABELS,
  CLOSE_REASONS,
  STAGE_LABELS,
  STAGES,
  type CloseReason,
  type Stage,
} from '#contracts/pipeline';
import { stageFormWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { CurrentStage } from './current-stage';
import { SelectField } from '@/components/ui/select-field';
import { useItemWrite } from './item-changes';
import { SaveButton } from './save-button';
import { SaveProblem } from './save-problem';

/**
 * The item's stage, to move on; "Closed" asks for its reason. Untouched, the choices follow the
 * item; once chosen they stay (through a conflict too) until they are saved.
 */
export function StageForm({ item }: { item: Pick<InboxItem, 'stage' | 'closeReason'> }) {
  const t = useInboxText();
  const write = useItemWrite('stage');
  const [stageDraft, setStageDraft] = useState<Stage | null>(null);
  const [reasonDraft, setReasonDraft] = useState<CloseReason | '' | null>(null);
  const [missingReason, setMissingReason] = useState(false);
  const reasonField = useRef<HTMLSelectElement>(null);
  const stageId = useId();
  const reasonId = useId();
  const stage = stageDraft ?? item.stage;
  const reason = reasonDraft ?? (stage === 'closed' ? (item.closeReason ?? '') : '');
  const unchanged = stage === item.stage && (stage !== 'closed' || reason === item.closeReason);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stage === 'closed' && reason === '') {
      setMissingReason(true);
      reasonField.current?.focus();
      return;
    }
    const saved = () => {
      setStageDraft(null);
      setReasonDraft(null);
    };
    write.save(stage === 'closed' ? { stage, closeReason: reason as CloseReason } : { stage }, saved);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <CurrentStage stage={item.stage} closeReason={item.closeReason} />
      <SelectField
        id={stageId}
        label={t.text(wording.label)}
        options={STAGES.map((each) => ({ value: each, label: t.text(STAGE_LABELS[each]) }))}
        value={stage}
        onChange={(value) => {
          setStageDraft(value);
          setMissingReason(false);
        }}
      />
      {stage === 'closed' && (
        <SelectField
          ref={reasonField}
          id={reasonId}
          label={t.text(wording.reasonLabel)}
          required
          error={missingReason && reason === '' ? t.text(wording.reasonNeeded) : undefined}
          options={[
            { value: '', label: t.text(wording.chooseReason), disabled: true },
            ...CLOSE_REASONS.map((each) => ({ value: each, label: t.text(CLOSE_REASON_LABELS[each]) })),
          ]}
          value={reason}
          onChange={(value) => setReasonDraft(value)}
        />
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
