import type { ReactNode } from 'react';
import { TextInput } from './text-input';

/** One of the two fields: its id, value and words. */
export interface ReferenceCodeField {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  hint: ReactNode;
  /** Shown, and announced, while the field is invalid. */
  error?: string;
}

/**
 * A reference or a code as a family was given it, typed as it is kept (any case, any digits, with
 * spaces or dashes): left to right, no autofill, no spelling help, long enough for a pasted line.
 * The caller reads and checks the value (#contracts/typed-reference).
 */
export function ReferenceCodeInput({ name, field }: { name: 'reference' | 'code'; field: ReferenceCodeField }) {
  return (
    <TextInput
      id={field.id}
      name={name}
      label={field.label}
      hint={field.hint}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      valid={!field.error}
      errorMessage={field.error}
      required
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      dir="ltr"
      maxLength={64}
    />
  );
}

/** The reference and the code a family was given with it, one field each. */
export function ReferenceCodeFields({ reference, code }: { reference: ReferenceCodeField; code: ReferenceCodeField }) {
  return (
    <>
      <ReferenceCodeInput name="reference" field={reference} />
      <ReferenceCodeInput name="code" field={code} />
    </>
  );
}
