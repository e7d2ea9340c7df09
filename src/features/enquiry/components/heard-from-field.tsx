import { useText } from '@/i18n/use-text';
import { HEARD_FROM, type HeardFrom } from '#contracts/forms/discretion';
import { formWording } from '../content/form-wording';
import { heardFromWording as wording } from '../content/discretion-wording';
import { SelectField } from '@/components/ui/select-field';

interface HeardFromFieldProps {
  id: string;
  value: HeardFrom | '';
  onChange: (value: HeardFrom | '') => void;
}

/** "How did you hear about us?": optional, and the only source the centre has (nothing is tracked). */
export function HeardFromField({ id, value, onChange }: HeardFromFieldProps) {
  const text = useText();
  return (
    <SelectField
      id={id}
      name="heardFrom"
      label={`${text(wording.label)} ${text(formWording.optional)}`}
      options={[
        { value: '' as const, label: text(wording.notSaid) },
        ...HEARD_FROM.map((option) => ({ value: option, label: text(wording.options[option]) })),
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
