import { useId } from 'react';
import { useText } from '@/i18n/use-text';
import type { Discretion } from '#contracts/forms/discretion';
import { CONTACT_METHODS, type ContactMethod } from '#contracts/forms/enquiry-rules';
import { discretionWording as wording, YES_NO, type YesNo } from '../content/discretion-wording';
import { enquiryWording } from '../content/enquiry-wording';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { SafeDaysField } from './safe-days-field';
import { SafeHoursField } from './safe-hours-field';

type DiscretionFieldId = 'contactMethod' | 'leaveMessage' | 'nameCentre' | 'safeDays' | 'safeHours';

interface DiscretionFieldsProps {
  /** Each control's id (the error summary links to `safeDays` and `safeHours`). */
  idOf: (field: DiscretionFieldId) => string;
  contactMethod: ContactMethod;
  onContactMethodChange: (method: ContactMethod) => void;
  discretion: Discretion;
  onChange: (changes: Partial<Discretion>) => void;
  /** Called when the safe days are changed by hand: from then on they no longer follow the phone's country. */
  onDaysChosen: () => void;
  onLeave: (field: 'safeDays' | 'safeHours') => void;
  errors: { safeDays?: string; safeHours?: string };
}

const toYesNo = (value: boolean): YesNo => (value ? 'yes' : 'no');

/**
 * How the family may be reached without being found out: the one channel, whether a message may
 * be left or the centre named, and the safe days and hours. Every answer starts protective.
 */
export function DiscretionFields({
  idOf,
  contactMethod,
  onContactMethodChange,
  discretion,
  onChange,
  onDaysChosen,
  onLeave,
  errors,
}: DiscretionFieldsProps) {
  const text = useText();
  const hintId = useId();
  const yesNo = YES_NO.map((value) => ({ value, label: text(wording.yesNo[value]) }));
  return (
    <fieldset aria-describedby={hintId} className="min-w-0">
      <legend className="text-base font-semibold text-fg">{text(wording.legend)}</legend>
      <p id={hintId} className="mt-1 text-sm text-fg-muted">
        {text(wording.hint)}
      </p>
      <div className="mt-4 flex flex-col gap-6">
        <ChoiceGroup
          id={idOf('contactMethod')}
          name="contactMethod"
          legend={text(enquiryWording.contactMethod.legend)}
          hint={text(enquiryWording.contactMethod.hint)}
          options={CONTACT_METHODS.map((value) => ({
            value,
            label: text(enquiryWording.contactMethod.options[value]),
          }))}
          value={contactMethod}
          onChange={onContactMethodChange}
          className="min-w-0"
        />
        <ChoiceGroup
          id={idOf('leaveMessage')}
          name="leaveMessage"
          legend={text(wording.leaveMessage.legend)}
          options={yesNo}
          value={toYesNo(discretion.leaveMessage)}
          onChange={(value) => onChange({ leaveMessage: value === 'yes' })}
          className="min-w-0"
        />
        <ChoiceGroup
          id={idOf('nameCentre')}
          name="nameCentre"
          legend={text(wording.nameCentre.legend)}
          options={yesNo}
          value={toYesNo(discretion.nameCentre)}
          onChange={(value) => onChange({ nameCentre: value === 'yes' })}
          className="min-w-0"
        />
        <SafeDaysField
          id={idOf('safeDays')}
          legend={text(wording.safeDays.legend)}
          hint={text(wording.safeDays.hint)}
          days={discretion.safeDays}
          onChange={(safeDays) => {
            onDaysChosen();
            onChange({ safeDays });
          }}
          onLeave={() => onLeave('safeDays')}
          error={errors.safeDays}
        />
        <SafeHoursField
          id={idOf('safeHours')}
          from={discretion.safeFrom}
          to={discretion.safeTo}
          timeZone={discretion.timeZone}
          onChange={({ from, to }) => onChange({ safeFrom: from, safeTo: to })}
          onBlur={() => onLeave('safeHours')}
          error={errors.safeHours}
        />
      </div>
    </fieldset>
  );
}
