import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { textAreaClasses } from '@/components/ui/text-input';
import { isolateLtr } from '@/i18n/isolate';
import {
  CLINICAL_DECISION_LABELS,
  CLINICAL_DECISIONS,
  CLINICAL_TEXT_MAX_LENGTH,
  type ClinicalDecisionKind,
} from '#contracts/clinical';
import { isBlank } from '#contracts/text';
import { decisionProblem, useRecordDecision } from '../api/clinical-review';
import { clinicalReviewWording as wording } from '../content/clinical-review-wording';
import { useClinicalText } from '../hooks/use-clinical-text';

/** Accept, refer elsewhere (saying where) or not suitable now, always with a reason. */
export function DecisionForm({ reference, onSaved }: { reference: string; onSaved: (reference: string) => void }) {
  const t = useClinicalText();
  const record = useRecordDecision();
  const [decision, setDecision] = useState<ClinicalDecisionKind | ''>('');
  const [alternatives, setAlternatives] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const ids = {
    decision: `decision-${reference}`,
    alternatives: `alternatives-${reference}`,
    reason: `reason-${reference}`,
  };
  const referring = decision === 'referElsewhere';
  const errors = {
    decision: decision === '' ? t.text(wording.errors.decision) : undefined,
    alternatives: referring && isBlank(alternatives) ? t.text(wording.errors.alternatives) : undefined,
    reason: isBlank(reason) ? t.text(wording.errors.reason) : undefined,
  };
  const problem = decisionProblem(record.error);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const first = (Object.keys(errors) as (keyof typeof errors)[]).find((key) => errors[key]);
    if (first || decision === '') {
      document.getElementById(ids[first ?? 'decision'])?.focus();
      return;
    }
    const body = {
      decision,
      reason: reason.trim(),
      ...(referring ? { alternatives: alternatives.trim() } : {}),
    };
    record.mutate({ reference, body }, { onSuccess: () => onSaved(reference) });
  };

  const textArea = (key: 'alternatives' | 'reason', value: string, set: (value: string) => void, hint?: string) => (
    <Field
      id={ids[key]}
      label={t.text(wording.form[key])}
      hint={hint}
      required
      error={checked ? errors[key] : undefined}
    >
      {(control) => (
        <textarea
          {...control}
          rows={3}
          maxLength={CLINICAL_TEXT_MAX_LENGTH}
          value={value}
          onChange={(event) => set(event.target.value)}
          className={textAreaClasses}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={record.isPending} className="flex flex-col gap-4">
      <h3 className="font-semibold text-fg">{t.fill(wording.form.legend, { reference: isolateLtr(reference) })}</h3>
      <ChoiceGroup
        id={ids.decision}
        name={ids.decision}
        legend={t.text(wording.form.decision)}
        required
        options={CLINICAL_DECISIONS.map((value) => ({ value, label: t.text(CLINICAL_DECISION_LABELS[value]) }))}
        value={decision}
        onChange={setDecision}
        error={checked ? errors.decision : undefined}
      />
      {referring && textArea('alternatives', alternatives, setAlternatives, t.text(wording.form.alternativesHint))}
      {textArea(
        'reason',
        reason,
        setReason,
        t.fill(wording.form.reasonHint, { max: t.number(CLINICAL_TEXT_MAX_LENGTH) }),
      )}
      {problem && <Alert tone="danger">{t.text(wording.problems[problem])}</Alert>}
      <div>
        <Button type="submit" colour="brand" aria-disabled={record.isPending || undefined}>
          {t.text(wording.form.save)}
        </Button>
      </div>
    </form>
  );
}
