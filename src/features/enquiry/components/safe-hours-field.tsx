import { Field } from '@/components/ui/field';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { SAFE_HOUR_MAX, SAFE_HOUR_MIN } from '#contracts/forms/discretion';
import { timeZoneWords } from '@/i18n/time-zone-words';
import { clockHour } from '@/i18n/calendar-words';
import { discretionWording } from '../content/discretion-wording';
import { SelectField } from '@/components/ui/select-field';

const wording = discretionWording.safeHours;

/** Every whole hour from `first` to `last`, as select options' values. */
const hours = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);

interface SafeHoursFieldProps {
  /** The "from" select's id, which the error summary links to. */
  id: string;
  from: number;
  to: number;
  /** The family's IANA time zone, said in words under the legend. */
  timeZone: string;
  onChange: (hours: { from: number; to: number }) => void;
  onBlur?: () => void;
  error?: string;
}

/** The safe window, from one whole hour to a later one, in the family's own time zone. */
export function SafeHoursField({ id, from, to, timeZone, onChange, onBlur, error }: SafeHoursFieldProps) {
  const text = useText();
  const language = useRenderLanguage();
  const label = (hour: number) => (hour >= SAFE_HOUR_MAX ? text(wording.midnight) : clockHour(hour, language));
  const options = (first: number, last: number) =>
    hours(first, last).map((hour) => ({ value: String(hour), label: label(hour) }));
  return (
    <Field
      variant="fieldset"
      id={id}
      label={text(wording.legend)}
      hint={wording.timeZone[language](timeZoneWords(timeZone, language))}
      error={error}
      className="min-w-0"
    >
      {(group) => (
        <div className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3">
          <SelectField
            id={group.id}
            name="safeFrom"
            label={text(wording.from)}
            options={options(SAFE_HOUR_MIN, SAFE_HOUR_MAX - 1)}
            value={String(from)}
            onChange={(value) => onChange({ from: Number(value), to })}
            onBlur={onBlur}
            aria-invalid={group.invalid || undefined}
          />
          <SelectField
            id={`${group.id}-to`}
            name="safeTo"
            label={text(wording.to)}
            options={options(SAFE_HOUR_MIN + 1, SAFE_HOUR_MAX)}
            value={String(to)}
            onChange={(value) => onChange({ from, to: Number(value) })}
            onBlur={onBlur}
            aria-invalid={group.invalid || undefined}
          />
        </div>
      )}
    </Field>
  );
}
