import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { choiceClasses, choiceGridClasses, ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { inputClasses, textAreaClasses } from '@/components/ui/text-input';
import { requestFailures } from '@/content/request-failures';
import { isolateLtr } from '@/i18n/isolate';
import { isApiError } from '@/lib/api-client';
import {
  BREACH_DATA,
  BREACH_DATA_NAMES,
  BREACH_LIMITS,
  BREACH_STATUS_NAMES,
  BREACH_STATUSES,
  type Breach,
  type BreachChange,
} from '#contracts/breaches';
import { conflictOf, useSaveBreach } from '../api/breaches';
import { breachesWording } from '../content/breaches-wording';
import { useBreachesText } from '../hooks/use-breaches-text';
import {
  badReferences,
  bodyOf,
  emptyValues,
  problemsOf,
  valuesOf,
  type BreachFormValues,
  type BreachProblem,
} from './breach-form-values';

const wording = breachesWording.form;
const EXAMPLE = 'SW-4F7K2';

/** The fields of `next` that differ from `before`, so a change sends (and the trail records) only those. */
function changedBody(before: BreachFormValues, next: BreachFormValues, version: number): BreachChange {
  const [old, now] = [bodyOf(before), bodyOf(next)];
  const keys = (Object.keys(now) as (keyof typeof now)[]).filter(
    (key) => JSON.stringify(now[key]) !== JSON.stringify(old[key]),
  );
  return { version, ...Object.fromEntries(keys.map((key) => [key, now[key]])) };
}

/**
 * Records an incident, or edits one (`breach`) on the version it was read at. Checked here on
 * submit with the focus on the first problem; a 409 shows the entry as it is now, to check and save again.
 */
export function BreachForm({ breach, onDone }: { breach: Breach | null; onDone: () => void }) {
  const t = useBreachesText();
  const save = useSaveBreach();
  const [base, setBase] = useState(breach);
  const [values, setValues] = useState<BreachFormValues>(() => (breach ? valuesOf(breach) : emptyValues()));
  const [problems, setProblems] = useState<BreachProblem[]>([]);
  const [conflicted, setConflicted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the form is gone (or far above): the form's heading takes the focus.
  useEffect(() => heading.current?.focus(), []);
  const set = <K extends keyof BreachFormValues>(key: K, value: BreachFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf(values, Date.now());
    setProblems(found);
    if (found[0]) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${found[0]}"]`)?.focus();
      return;
    }
    setConflicted(false);
    const write = base
      ? { id: base.id, body: changedBody(valuesOf(base), values, base.version) }
      : { id: null, body: bodyOf(values) };
    save.mutate(write, {
      onSuccess: onDone,
      onError: (error) => {
        const current = conflictOf(error);
        if (!current) return;
        setConflicted(true);
        setBase(current);
        setValues(valuesOf(current));
      },
    });
  };

  const problem = (field: BreachProblem, message: string) => (problems.includes(field) ? message : undefined);
  const timeField = (name: 'regulatorNotifiedAt' | 'familiesNotifiedAt') => (
    <Field
      label={t.text(wording[name])}
      hint={t.text(wording.timeHint)}
      error={problem(name, t.text(wording.problems.time))}
    >
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          name={name}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          className={inputClasses}
        />
      )}
    </Field>
  );
  const failed = save.isError && !conflicted;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={save.isPending} className="flex min-w-0 flex-col gap-5">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-fg focus:outline-none">
        {base ? t.fill(wording.editHeading, { id: t.number(base.id) }) : t.text(wording.createHeading)}
      </h2>
      {conflicted && <Alert tone="warning">{t.text(wording.conflict)}</Alert>}
      {failed && (
        <Alert tone="danger" title={t.text(wording.failed)}>
          {t.text(requestFailures[isApiError(save.error) && save.error.kind === 'network' ? 'network' : 'server'])}
        </Alert>
      )}
      <Field
        label={t.text(wording.description)}
        hint={t.text(wording.descriptionHint)}
        required
        error={problem('description', t.text(wording.problems.description))}
      >
        {(control) => (
          <textarea
            {...control}
            name="description"
            value={values.description}
            maxLength={BREACH_LIMITS.description}
            onChange={(event) => set('description', event.target.value)}
            className={textAreaClasses}
          />
        )}
      </Field>
      <div className="grid gap-5 tablet:grid-cols-2">
        <Field
          label={t.text(wording.foundAt)}
          hint={t.text(wording.foundAtHint)}
          required
          error={problem('foundAt', t.text(wording.problems.foundAt))}
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              name="foundAt"
              value={values.foundAt}
              onChange={(event) => set('foundAt', event.target.value)}
              className={inputClasses}
            />
          )}
        </Field>
        <SelectField
          id={`breach-status-${base?.id ?? 'new'}`}
          label={t.text(wording.status)}
          options={BREACH_STATUSES.map((value) => ({ value, label: t.text(BREACH_STATUS_NAMES[value]) }))}
          value={values.status}
          onChange={(status) => set('status', status)}
        />
      </div>
      <Field
        label={t.text(wording.references)}
        hint={t.fill(wording.referencesHint, { example: isolateLtr(EXAMPLE) })}
        error={problem(
          'references',
          t.fill(wording.problems.references, { references: isolateLtr(badReferences(values.references).join(' ')) }),
        )}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            name="references"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            value={values.references}
            onChange={(event) => set('references', event.target.value)}
            className={inputClasses}
          />
        )}
      </Field>
      <Field variant="fieldset" label={t.text(wording.data)} hint={t.text(wording.dataHint)}>
        {(group) => (
          <div className={choiceGridClasses}>
            {BREACH_DATA.map((kind, index) => (
              <label key={kind} className={choiceClasses(false)}>
                <input
                  type="checkbox"
                  id={index === 0 ? group.id : `${group.id}-${kind}`}
                  name="data"
                  value={kind}
                  checked={values.data.includes(kind)}
                  onChange={(event) =>
                    set(
                      'data',
                      event.target.checked ? [...values.data, kind] : values.data.filter((one) => one !== kind),
                    )
                  }
                  className="size-5 shrink-0 accent-brand focus:outline-none"
                />
                {t.text(BREACH_DATA_NAMES[kind])}
              </label>
            ))}
          </div>
        )}
      </Field>
      {timeField('regulatorNotifiedAt')}
      <ChoiceGroup
        name={`tell-families-${base?.id ?? 'new'}`}
        legend={t.text(wording.tellFamilies)}
        options={(['undecided', 'yes', 'no'] as const).map((value) => ({ value, label: t.text(wording[value]) }))}
        value={values.tellFamilies}
        onChange={(choice) => set('tellFamilies', choice)}
      />
      <Field label={t.text(wording.familiesReason)}>
        {(control) => (
          <textarea
            {...control}
            name="familiesReason"
            value={values.familiesReason}
            maxLength={BREACH_LIMITS.reason}
            onChange={(event) => set('familiesReason', event.target.value)}
            className={textAreaClasses}
          />
        )}
      </Field>
      {timeField('familiesNotifiedAt')}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" colour="brand" disabled={save.isPending}>
          {t.text(save.isPending ? wording.saving : wording.save)}
        </Button>
        <Button type="button" colour="ghost" onClick={onDone}>
          {t.text(breachesWording.cancel)}
        </Button>
      </div>
    </form>
  );
}
