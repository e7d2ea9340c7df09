import type { ComponentProps } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { useText } from '@/i18n/use-text';
import { LIMITS } from '#contracts/limits';
import { formWording } from '../content/form-wording';

/** The family's full name, as both forms ask it: in any script (its direction follows the text), filled in as a name. */
export function FullNameField(props: Omit<ComponentProps<typeof TextInput>, 'label'>) {
  const text = useText();
  return (
    <TextInput
      {...props}
      label={text(formWording.fullName)}
      autoComplete="name"
      dir="auto"
      maxLength={LIMITS.name}
      required
    />
  );
}
