import { useId, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { choiceClasses, choiceGridClasses } from '@/components/ui/choice-group';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { SelectField } from '@/components/ui/select-field';
import { textAreaClasses } from '@/components/ui/text-input';
import { actions } from '@/content/action-wording';
import { weekdayName } from '@/i18n/calendar-words';
import { isolateLtr } from '@/i18n/isolate';
import type { Language } from '@/i18n/languages';
import { timeZoneWords } from '@/i18n/time-zone-words';
import { MAX_WEEKLY_HOURS, type Availability } from '#contracts/bookings';
import { COUNTRY_TIME_ZONE, WEEKDAYS } from '#contracts/forms/discretion';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import { LANGUAGE_NAMES, LANGUAGES } from '#contracts/languages';
import { useOwnAvailability, useSaveAvailability } from '../api/availability';
import { availabilityWording as wording } from '../content/availability-wording';
import { useAccountsText } from '../hooks/use-accounts-text';
import { draftOf, newHours, readDraft, type AvailabilityDraft, type DraftErrors } from '../lib/availability-draft';
import { ProfileProblem } from './profile-problem';
import { SaveRow } from './save-row';
import { WeekdayHours } from './weekday-hours';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The chosen zone, the centre's and those of the countries the enquiry form knows come first, in words
 * in the page's language; then every other zone by its international name (words for all 400-odd
 * would take a slow phone a third of a second, and dozens of them share the same words).
 */
function zoneOptions(chosen: string, language: Language, groups: { suggested: string; all: string }) {
  const suggested = [...new Set([chosen, CENTRE_TIME_ZONE, ...Object.values(COUNTRY_TIME_ZONE)])];
  const named = suggested.map((zone) => ({ zone, words: timeZoneWords(zone, language) }));
  // Two zones with the same words ("Gulf Standard Time") are told apart by their names.
  const shared = (words: string) => named.filter((other) => other.words === words).length > 1;
  return [
    ...named.map(({ zone, words }) => ({
      value: zone,
      label: shared(words) ? `${words} (${isolateLtr(zone.replaceAll('_', ' '))})` : words,
      group: groups.suggested,
    })),
    ...Intl.supportedValuesOf('timeZone')
      .filter((zone) => !suggested.includes(zone))
      .map((zone) => ({ value: zone, label: zone.replaceAll('_', ' '), group: groups.all })),
  ];
}

/** The week's hours, leave and call languages, checked here first so each error sits by its field. */
function AvailabilityEditor({ saved }: { saved: Availability | null }) {
  const t = useAccountsText();
  const ids = useId();
  const save = useSaveAvailability();
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftOf(saved, browserZone()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [edited, setEdited] = useState(false);
  const change = (next: Partial<AvailabilityDraft>) => {
    setDraft({ ...draft, ...next });
    setEdited(true);
  };
  const stretches = WEEKDAYS.reduce((sum, day) => sum + draft.days[day].length, 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(draft);
    if ('errors' in read) {
      setErrors(read.errors);
      const first = Object.keys(read.errors)[0];
      document.getElementById(first === 'languages' ? `${ids}-languages-ar` : `${ids}-${first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(read.availability, { onSuccess: () => setEdited(false) });
  };
  const problem = (key: string) => {
    const found = errors[key];
    return found && t.text(wording.problems[found]);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={save.isPending} className="flex flex-col gap-6">
      <p className="text-fg-muted">{t.text(wording.lead)}</p>
      <SelectField
        id={`${ids}-zone`}
        label={t.text(wording.timeZone)}
        hint={timeZoneWords(draft.timeZone, t.language)}
        options={zoneOptions(draft.timeZone, t.language, {
          suggested: t.text(wording.suggestedZones),
          all: t.text(wording.allZones),
        })}
        value={draft.timeZone}
        onChange={(timeZone) => change({ timeZone })}
      />
      <Field variant="fieldset" id={`${ids}-languages`} label={t.text(wording.languages)} error={problem('languages')}>
        {(group) => (
          <div className={choiceGridClasses}>
            {LANGUAGES.map((language) => (
              <label key={language} className={choiceClasses(group.invalid)}>
                <input
                  type="checkbox"
                  id={`${group.id}-${language}`}
                  checked={draft.languages.includes(language)}
                  onChange={(event) =>
                    change({
                      languages: event.target.checked
                        ? LANGUAGES.filter((one) => one === language || draft.languages.includes(one))
                        : draft.languages.filter((one) => one !== language),
                    })
                  }
                  className="size-5 shrink-0 accent-brand focus:outline-none"
                />
                {t.text(LANGUAGE_NAMES[language])}
              </label>
            ))}
          </div>
        )}
      </Field>
      <div className="flex flex-col gap-5">
        {WEEKDAYS.map((day) => (
          <WeekdayHours
            key={day}
            idPrefix={ids}
            day={day}
            dayName={weekdayName(day, t.language)}
            hours={draft.days[day]}
            errors={errors}
            canAdd={stretches < MAX_WEEKLY_HOURS}
            onChange={(hours) => change({ days: { ...draft.days, [day]: hours } })}
            onAdd={() => change({ days: { ...draft.days, [day]: [...draft.days[day], newHours()] } })}
          />
        ))}
        {stretches >= MAX_WEEKLY_HOURS && (
          <p className="text-sm text-fg-muted">{t.filled(wording.tooManyHours, { max: t.number(MAX_WEEKLY_HOURS) })}</p>
        )}
      </div>
      <Field
        id={`${ids}-leave`}
        label={t.text(wording.leave)}
        hint={t.text(wording.leaveHint)}
        error={problem('leave')}
      >
        {(control) => (
          <textarea
            {...control}
            dir="ltr"
            rows={3}
            value={draft.leave}
            onChange={(event) => change({ leave: event.target.value })}
            className={textAreaClasses}
          />
        )}
      </Field>
      <ProfileProblem error={save.error} />
      <SaveRow
        label={wording.save}
        pending={save.isPending}
        unchanged={!edited}
        saved={save.isSuccess && !edited ? wording.saved : null}
      />
    </form>
  );
}

/** My Account's "My availability": loads one's saved hours, then edits them. */
export function AvailabilityForm() {
  const t = useAccountsText();
  const own = useOwnAvailability();
  if (own.isPending) return <LoadingBlock label={wording.loading} />;
  if (own.isError)
    return (
      <LoadFailed
        title={t.text(wording.loadFailed)}
        retryLabel={t.text(actions.tryAgain)}
        onRetry={() => void own.refetch()}
      />
    );
  return <AvailabilityEditor saved={own.data.availability} />;
}
