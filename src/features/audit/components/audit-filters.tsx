import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { inputClasses } from '@/components/ui/text-input';
import { isolateLtr } from '@/i18n/isolate';
import { cn } from '@/lib/cn';
import { AUDIT_ACTIONS, type AuditAction } from '#contracts/audit';
import { auditActionWords, auditQuerySchema } from '#contracts/audit-view';
import { MAX_RANGE_DAYS } from '#contracts/date-range';
import { LIMITS } from '#contracts/limits';
import { NO_FILTER, type AuditFilter } from '../api/get-audit';
import { auditWording as wording } from '../content/audit-wording';
import { useAuditText } from '../hooks/use-audit-text';

type Values = Omit<AuditFilter, 'page'>;
type FieldName = keyof Values;
type Problems = Partial<Record<FieldName, string>>;

const FIELD_ORDER: FieldName[] = ['staff', 'reference', 'action', 'from', 'to'];
const REFERENCE_EXAMPLE = 'SW-4F7K2';

interface AuditFiltersProps {
  filter: AuditFilter;
  onApply: (values: Values) => void;
}

/**
 * The trail's filters: applied when sent (not as they are typed, for every new search is recorded),
 * checked first by the server's own rules (auditQuerySchema), so a query it would refuse is never
 * sent. Remount it with a new `key` when the address changes, so it shows what is applied.
 */
export function AuditFilters({ filter, onApply }: AuditFiltersProps) {
  const t = useAuditText();
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => ({
    staff: filter.staff,
    reference: filter.reference,
    action: filter.action,
    from: filter.from,
    to: filter.to,
  }));
  const [problems, setProblems] = useState<Problems>({});
  const controls = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLSelectElement | null>>>({});
  const set = (name: FieldName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const check = (next: Values): Problems => {
    const result = auditQuerySchema.safeParse(next);
    if (result.success) return {};
    const found: Problems = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as FieldName;
      if (found[name]) continue;
      if (name === 'reference')
        found.reference = t.fill(wording.problems.reference, { example: isolateLtr(REFERENCE_EXAMPLE) });
      else if (name === 'staff') found.staff = t.text(wording.problems.staff);
      else if ((name === 'from' || name === 'to') && next[name] === '') continue;
      else if (name === 'to' && next.from && issue.code === 'custom')
        found.to = t.fill(wording.problems.range, { days: t.number(MAX_RANGE_DAYS) });
      else if (name === 'from' || name === 'to') found[name] = t.text(wording.problems.day);
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      controls.current[first]?.focus();
      return;
    }
    onApply({ ...values, staff: values.staff.trim(), reference: values.reference.trim().toUpperCase() });
  };

  const clear = () => {
    setValues(NO_FILTER);
    setProblems({});
    onApply(NO_FILTER);
  };

  const textField = (name: 'staff' | 'reference', label: string, hint?: string) => (
    <Field label={label} hint={hint} error={problems[name]} className="min-w-0">
      {(control) => (
        <input
          {...control}
          ref={(element) => {
            controls.current[name] = element;
          }}
          type="text"
          name={name}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={name === 'staff' ? LIMITS.email : 8}
          value={values[name]}
          onChange={(event) => set(name)(event.target.value)}
          className={cn(inputClasses, 'border-fg-muted/70 text-start hover:border-fg')}
        />
      )}
    </Field>
  );

  const dayField = (name: 'from' | 'to', label: string) => (
    <Field label={label} error={problems[name]} className="min-w-0">
      {(control) => (
        <input
          {...control}
          ref={(element) => {
            controls.current[name] = element;
          }}
          type="date"
          name={name}
          value={values[name]}
          onChange={(event) => set(name)(event.target.value)}
          className={cn(inputClasses, 'border-fg-muted/70 hover:border-fg')}
        />
      )}
    </Field>
  );

  const actionOptions = [
    { value: '' as const, label: t.text(wording.allActions) },
    ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t.text(auditActionWords(action)) })),
  ];

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface-raised p-4 tablet:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-fg">
        {t.text(wording.filtersHeading)}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2 laptop:grid-cols-3">
          {textField('staff', t.text(wording.staffLabel))}
          {textField(
            'reference',
            t.text(wording.referenceLabel),
            t.fill(wording.referenceHint, { example: isolateLtr(REFERENCE_EXAMPLE) }),
          )}
          <SelectField<AuditAction | ''>
            id={`${headingId}-action`}
            ref={(element) => {
              controls.current.action = element;
            }}
            name="action"
            label={t.text(wording.actionLabel)}
            options={actionOptions}
            value={values.action}
            onChange={set('action')}
          />
          {dayField('from', t.text(wording.fromLabel))}
          {dayField('to', t.text(wording.toLabel))}
        </div>
        <p className="text-sm text-fg-muted">{t.text(wording.daysHint)}</p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" colour="brand">
            {t.text(wording.apply)}
          </Button>
          <Button type="button" colour="ghost" onClick={clear}>
            {t.text(wording.clear)}
          </Button>
        </div>
      </form>
    </section>
  );
}
