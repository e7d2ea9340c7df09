import type { ChangeEvent } from 'react';
import type { ErrorCode } from '../content/error-messages';
import { useErrorText } from './form-shell';

/** The fields of `Values` that hold text. */
type TextField<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

interface TypedForm<Values, Field extends string> {
  values: Values;
  setValue: <Key extends keyof Values>(key: Key, value: Values[Key]) => void;
  touch: (field: Field) => void;
  errorOf: (field: Field) => ErrorCode | undefined;
}

/**
 * How a form wires a field the family types into (a text input or the message): its id and name,
 * its value, a change, leaving it, and its error in the page's language. The props `TextInput` and
 * `MessageField` both take.
 */
export function useTextFields<Values, Field extends string>(idPrefix: string, form: TypedForm<Values, Field>) {
  const errorText = useErrorText();
  return <Key extends TextField<Values> & Field>(field: Key) => {
    const error = errorText(form.errorOf(field));
    return {
      id: `${idPrefix}-${field}`,
      name: field,
      value: form.values[field] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        form.setValue(field, event.target.value as Values[Key]),
      onBlur: () => form.touch(field),
      valid: !error,
      errorMessage: error,
    };
  };
}
