import { Field } from '@/components/ui/field';
import { useRenderLanguage } from '@/i18n/language-context';
import { inWeekOrder, WEEKDAYS, type Weekday } from '#contracts/forms/discretion';
import { weekdayName } from '@/i18n/calendar-words';
import { choiceClasses } from '@/components/ui/choice-group';

interface SafeDaysFieldProps {
  /** The first checkbox's id, which the error summary links to. */
  id: string;
  legend: string;
  hint?: string;
  days: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  /** Called when focus leaves the whole group. */
  onLeave?: () => void;
  error?: string;
}

/** The seven days as checkboxes, Sunday first, named in the page language. */
export function SafeDaysField({ id, legend, hint, days, onChange, onLeave, error }: SafeDaysFieldProps) {
  const language = useRenderLanguage();
  return (
    <Field variant="fieldset" id={id} label={legend} hint={hint} error={error} onLeave={onLeave} className="min-w-0">
      {(group) => (
        // As many as fit, from one a row on a phone: a full day's name never has to wrap.
        <div className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-2">
          {WEEKDAYS.map((day, index) => (
            <label key={day} className={choiceClasses(group.invalid)}>
              <input
                type="checkbox"
                id={index === 0 ? group.id : `${group.id}-${day}`}
                name="safeDays"
                value={day}
                checked={days.includes(day)}
                onChange={(event) =>
                  onChange(event.target.checked ? inWeekOrder([...days, day]) : days.filter((chosen) => chosen !== day))
                }
                className="size-5 shrink-0 rounded accent-brand focus:outline-none"
              />
              {weekdayName(day, language)}
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}
