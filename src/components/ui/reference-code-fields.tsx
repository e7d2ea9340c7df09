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
 * The reference and the code a family was given with it, typed as they are kept (any case, any
 * digits, with spaces or dashes): left to right, no autofill, no spelling help, long enough for a
 * pasted line. The caller reads and checks the values (#contracts/typed-reference).
 */
export function ReferenceCodeFields({ reference, code }: { reference: ReferenceCodeField; code: ReferenceCodeField }) {
  return (
    <>
      {(
        [
          ['reference', reference],
          ['code', code],
        ] as const
      ).map(([name, field]) => (
        <TextInput
          key={name}
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
      ))}
    </>
  );
}
