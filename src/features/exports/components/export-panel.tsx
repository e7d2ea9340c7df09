import Download from 'lucide-react/icons/download';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/text-input';
import { Checkbox } from '@/components/ui/checkbox';
import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { apiUrl } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { API_PATHS } from '#contracts/api-paths';
import { dateRangeShape, isSensibleRange, MAX_RANGE_DAYS, type DateRange } from '#contracts/date-range';
import { exportWording as wording } from '../content/export-wording';

type Problem = { field: 'from' | 'to'; kind: 'missing' | 'range' };

const isDay = (value: string) => dateRangeShape.from.safeParse(value).success;

/** What is wrong with the two days, by the contract's rule (isSensibleRange), or null. */
function checkRange(from: string, to: string): Problem | null {
  if (!isDay(from)) return { field: 'from', kind: 'missing' };
  if (!isDay(to)) return { field: 'to', kind: 'missing' };
  return isSensibleRange({ from, to }) ? null : { field: 'to', kind: 'range' };
}

interface ExportPanelProps {
  /** The days to start with: the report's period above it. */
  period: DateRange;
  /** How many items the file for `range` would hold; rejects when it cannot tell. */
  countIn: (range: DateRange) => Promise<number>;
}

/**
 * The admins' CSV of enquiries: two days (the report's period to start with), free text only when
 * ticked, and a Download button. A plain GET form, so the browser downloads the server's attachment
 * and the page stays; the columns are named in the page's language. A range the server would refuse
 * is caught here, with a message in both languages, and never sent; a file that would be empty is
 * said so first, and downloads on a second press.
 */
export function ExportPanel({ period, countIn }: ExportPanelProps) {
  const text = useText();
  const language = useRenderLanguage();
  const headingId = useId();
  const [range, setRange] = useState(period);
  const [freeText, setFreeText] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [status, setStatus] = useState<'started' | 'empty' | null>(null);
  const inputs = useRef<Record<'from' | 'to', HTMLInputElement | null>>({ from: null, to: null });
  // Set once the count is known (or an empty file was asked for twice): the next submit goes out.
  const cleared = useRef(false);

  const message =
    problem &&
    (problem.kind === 'missing'
      ? text(wording.problems.missing)
      : text(wording.problems.range).replace('{days}', formatNumber(MAX_RANGE_DAYS, language)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = checkRange(range.from, range.to);
    setProblem(found);
    if (found) {
      event.preventDefault();
      setStatus(null);
      inputs.current[found.field]?.focus();
      return;
    }
    if (cleared.current) {
      cleared.current = false;
      setStatus('started');
      return;
    }
    event.preventDefault();
    const form = event.currentTarget;
    // A count the page cannot get never stands in the way of the download.
    countIn(range)
      .catch(() => null)
      .then((count) => {
        cleared.current = true;
        if (count === 0) setStatus('empty');
        else form.requestSubmit();
      });
  };

  const changed = () => {
    cleared.current = false;
    setStatus(null);
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
            changed();
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
            <Checkbox
              {...control}
              name="freeText"
              value="true"
              checked={freeText}
              onChange={(event) => {
                changed();
                setFreeText(event.target.checked);
              }}
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
          {status && text(wording[status])}
        </p>
      </form>
    </section>
  );
}
