import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import type { Weekday } from '#contracts/forms/discretion';
import { readClock, type DraftErrors, type DraftHours } from '../lib/availability-draft';
import { availabilityWording as wording } from '../content/availability-wording';
import { useAccountsText } from '../hooks/use-accounts-text';

interface WeekdayHoursProps {
  /** The form's own id: the fields' ids are `<idPrefix>-<day>-<key>-from` / `-to`, as the errors name them. */
  idPrefix: string;
  day: Weekday;
  dayName: string;
  hours: DraftHours[];
  errors: DraftErrors;
  /** False once the week holds the most stretches the server keeps. */
  canAdd: boolean;
  onChange: (hours: DraftHours[]) => void;
  onAdd: () => void;
}

/** One weekday's stretches of hours: a fieldset named for the day, a From and To field per stretch. */
export function WeekdayHours({ idPrefix, day, dayName, hours, errors, canAdd, onChange, onAdd }: WeekdayHoursProps) {
  const t = useAccountsText();
  const problem = (key: string) => {
    const found = errors[key];
    return found && t.text(wording.problems[found]);
  };
  const edit = (key: number, change: Partial<DraftHours>) =>
    onChange(hours.map((one) => (one.key === key ? { ...one, ...change } : one)));
  return (
    <Field
      variant="fieldset"
      id={`${idPrefix}-${day}`}
      label={dayName}
      hint={hours.length ? undefined : t.text(wording.dayHint)}
    >
      {() => (
        <div className="flex flex-col gap-3">
          {hours.map((one) => {
            const key = `${day}-${one.key}`;
            const id = `${idPrefix}-${key}`;
            return (
              <div key={one.key} className="flex flex-wrap items-start gap-3">
                <TextInput
                  id={`${id}-from`}
                  label={t.text(wording.from)}
                  value={one.from}
                  onChange={(event) => edit(one.key, { from: event.target.value })}
                  inputMode="numeric"
                  autoComplete="off"
                  dir="ltr"
                  valid={!errors[`${key}-from`]}
                  errorMessage={problem(`${key}-from`)}
                  className="w-32 grow tablet:grow-0"
                />
                <TextInput
                  id={`${id}-to`}
                  label={t.text(wording.to)}
                  value={one.to}
                  onChange={(event) => edit(one.key, { to: event.target.value })}
                  inputMode="numeric"
                  autoComplete="off"
                  dir="ltr"
                  valid={!errors[`${key}-to`]}
                  errorMessage={problem(`${key}-to`)}
                  className="w-32 grow tablet:grow-0"
                />
                <Button
                  type="button"
                  colour="ghost"
                  size="sm"
                  className="mt-7"
                  aria-label={t.filled(wording.removeHours, {
                    from: readClock(one.from) ?? one.from,
                    to: readClock(one.to) ?? one.to,
                    day: dayName,
                  })}
                  onClick={() => onChange(hours.filter((other) => other.key !== one.key))}
                >
                  {t.text(wording.remove)}
                </Button>
              </div>
            );
          })}
          <Button type="button" colour="outlined" size="sm" className="self-start" disabled={!canAdd} onClick={onAdd}>
            {t.filled(wording.addHours, { day: dayName })}
          </Button>
        </div>
      )}
    </Field>
  );
}
