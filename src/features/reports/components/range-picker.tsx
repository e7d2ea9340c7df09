import { useId, useRef, useState, type FormEvent } from 'react';
import { centreTimeZone } from '@/config/contact';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Field } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';
import type { DateRange } from '#contracts/date-range';
import { reportsWording as wording } from '../content/reports-wording';
import { useReportsText } from '../hooks/use-reports-text';
import {
  checkCustomRange,
  MAX_RANGE_DAYS,
  PRESET_CHOICES,
  type CustomRangeProblem,
  type PresetChoice,
  type ReportRange,
} from '../lib/range';

interface RangePickerProps {
  range: ReportRange;
  onPreset: (choice: PresetChoice) => void;
  onDays: (days: DateRange) => void;
}

/**
 * The report's period: three presets and custom dates, as toggle chips; the period shown in words
 * under them (announced when it changes). On paper only the period in words is printed.
 */
export function RangePicker({ range, onPreset, onDays }: RangePickerProps) {
  const t = useReportsText();
  const labelId = useId();
  const [customOpen, setCustomOpen] = useState(range.choice === 'custom');
  const custom = customOpen || range.choice === 'custom';
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2 print:hidden">
        <span id={labelId} className="text-sm font-medium text-fg">
          {t.text(wording.period)}
        </span>
        <div className="flex flex-wrap gap-2">
          {PRESET_CHOICES.map((choice) => (
            <Chip
              key={choice}
              selected={!custom && range.choice === choice}
              onClick={() => {
                setCustomOpen(false);
                onPreset(choice);
              }}
            >
              {t.text(wording.choices[choice])}
            </Chip>
          ))}
          <Chip selected={custom} onClick={() => setCustomOpen(true)}>
            {t.text(wording.choices.custom)}
          </Chip>
        </div>
      </div>
      {custom && <CustomDays key={`${range.from}/${range.to}`} range={range} onDays={onDays} />}
      <p role="status" className="text-base font-medium text-fg">
        {t.fill(wording.showing, { range: t.range(range.from, range.to), zone: t.text(centreTimeZone.label) })}
      </p>
    </div>
  );
}

/** Which field a problem belongs to: the empty or impossible one, or the last day. */
function problemField(problem: CustomRangeProblem, from: string): 'from' | 'to' {
  if (problem === 'missing') return from === '' ? 'from' : 'to';
  if (problem === 'invalid') return checkCustomRange(from, from) === null ? 'to' : 'from';
  return 'to';
}

/** Two days, both included; checked here, so a period the server would refuse is never asked for. */
function CustomDays({ range, onDays }: { range: DateRange; onDays: (days: DateRange) => void }) {
  const t = useReportsText();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<CustomRangeProblem | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const field = problem && problemField(problem, from);
  const message =
    problem &&
    (problem === 'tooLong'
      ? t.fill(wording.problems.tooLong, { days: t.number(MAX_RANGE_DAYS) })
      : t.text(wording.problems[problem]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCustomRange(from, to);
    setProblem(found);
    if (found) {
      (problemField(found, from) === 'from' ? fromRef : toRef).current?.focus();
      return;
    }
    onDays({ from, to });
  };

  const dayInput = (name: 'from' | 'to') => (
    <Field label={t.text(wording[name])} error={field === name ? message : undefined} className="w-full tablet:w-52">
      {(control) => (
        <input
          {...control}
          ref={name === 'from' ? fromRef : toRef}
          type="date"
          name={name}
          value={name === 'from' ? from : to}
          onChange={(event) => (name === 'from' ? setFrom : setTo)(event.target.value)}
          className={cn(inputClasses, 'border-fg-muted/70 hover:border-fg')}
        />
      )}
    </Field>
  );

  return (
    <form
      aria-label={t.text(wording.choices.custom)}
      noValidate
      onSubmit={submit}
      className="flex flex-wrap items-start gap-3 print:hidden"
    >
      {dayInput('from')}
      {dayInput('to')}
      <Button type="submit" colour="brand" className="tablet:mt-[1.625rem]">
        {t.text(wording.show)}
      </Button>
    </form>
  );
}
