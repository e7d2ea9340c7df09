import Download from 'lucide-react/icons/download';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/text-input';
import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { apiUrl } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { API_PATHS } from '#contracts/api-paths';
import { dateRangeShape, isSensibleRange, MAX_RANGE_DAYS } from '#contracts/date-range';
import { exportWording as wording } from '../content/export-wording';
import { lastMonth } from '../lib/last-month';

type Problem = { field: 'from' | 'to'; kind: 'missing' | 'range' };

const isDay = (value: string) => dateRangeShape.from.safeParse(value).success;

/** What is wrong with the two days, by the contract's rule (isSensibleRange), or null. */
function checkRange(from: string, to: string): Problem | null {
  if (!isDay(from)) return { field: 'from', kind: 'missing' };
  if (!isDay(to)) return { field: 'to', kind: 'missing' };
  return isSensibleRange({ from, to }) ? null : { field: 'to', kind: 'range' };
}

/**
 * The admins' CSV of enquiries: two days (last month on the centre's calendar to start with), free
 * text only when ticked, and a Download button. A plain GET form, so the browser downloads the
 * server's attachment and the page stays; the columns are named in the page's language. A range the
 * server would refuse is caught here, with a message in both languages, and never sent.
 */
export function ExportPanel() {
  const text = useText();
  const language = useRenderLanguage();
  const headingId = useId();
  const [range, setRange] = useState(() => lastMonth(new Date()));
  const [freeText, setFreeText] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [started, setStarted] = useState(false);
  const inputs = useRef<Record<'from' | 'to', HTMLInputElement | null>>({ from: null, to: null });

  const message =
    problem &&
    (problem.kind === 'missing'
      ? text(wording.problems.missing)
      : text(wording.problems.range).replace('{days}', formatNumber(MAX_RANGE_DAYS, language)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = checkRange(range.from, range.to);
    setProblem(found);
    setStarted(!found);
    if (found) {
      event.preventDefault();
      inputs.current[found.field]?.focus();
    }
  };

  const dayField = (name: 'from' | 'to') => (
    <Field
      label={text(wording[name])}
      required
      error={problem?.field === name ? message : undefined}
      className="w-full tablet:w-52"
    >
      {(control) => (
        <input
          {...control}
          ref={(element) => {
            inputs.current[name] = element;
          }}
          type="date"
          name={name}
          value={range[name]}
          onChange={(event) => {
            setStarted(false);
            setRange((current) => ({ ...current, [name]: event.target.value }));
          }}
          className={cn(inputClasses, 'border-fg-muted/70 hover:border-fg')}
        />
      )}
    </Field>
  );

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-4 tablet:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-fg">
        {text(wording.heading)}
      </h2>
      <p className="text-fg-muted">{text(wording.lead)}</p>
      <form
        method="get"
        action={apiUrl(API_PATHS.enquiriesExport)}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-wrap gap-4">
          {dayField('from')}
          {dayField('to')}
        </div>
        <Field variant="inline" label={text(wording.freeText)} hint={text(wording.freeTextWarning)}>
          {(control) => (
            <input
              {...control}
              type="checkbox"
              name="freeText"
              value="true"
              checked={freeText}
              onChange={(event) => {
                setStarted(false);
                setFreeText(event.target.checked);
              }}
              className="mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            />
          )}
        </Field>
        <input type="hidden" name="language" value={language} />
        <div>
          <Button type="submit" colour="brand" startIcon={Download}>
            {text(wording.download)}
          </Button>
        </div>
        <p className="text-sm text-fg-muted">{text(wording.handling)}</p>
        <p role="status" className="text-sm font-medium text-fg">
          {started ? text(wording.started) : ''}
        </p>
      </form>
    </section>
  );
}
