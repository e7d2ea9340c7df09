import { useState } from 'react';
import { readReference, readTypedCode } from '#contracts/typed-reference';
import type { ReferenceCodeField } from '@/components/ui/reference-code-fields';
import { EXAMPLE_REFERENCE, referenceCodeWording as wording } from '@/content/reference-and-code';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';

/** The pair as the server reads it (#contracts/typed-reference). */
export interface ReferenceAndCode {
  reference: string;
  code: string;
}

/**
 * The reference and the code a family types (the withdrawal page, the family's sign-in): the two
 * fields with their words, checked once `check()` has been called. `check()` answers the pair when
 * both read, or focuses the first field to fix and answers null; `clear()` empties both once they have
 * served. `onEdit` runs on every keystroke.
 */
export function useReferenceCode(ids: ReferenceAndCode, onEdit?: () => void) {
  const text = useText();
  const language = useRenderLanguage();
  const [typed, setTyped] = useState<ReferenceAndCode>({ reference: '', code: '' });
  const [checked, setChecked] = useState(false);
  const read = { reference: readReference(typed.reference), code: readTypedCode(typed.code) };

  const field = (name: keyof ReferenceAndCode, hint: string): ReferenceCodeField => ({
    id: ids[name],
    value: typed[name],
    onChange: (value) => {
      setTyped((current) => ({ ...current, [name]: value }));
      onEdit?.();
    },
    label: text(wording[name].label),
    hint,
    error: checked && !read[name] ? text(wording[name].invalid) : undefined,
  });

  const check = (): ReferenceAndCode | null => {
    setChecked(true);
    if (read.reference && read.code) return { reference: read.reference, code: read.code };
    document.getElementById(read.reference ? ids.code : ids.reference)?.focus();
    return null;
  };

  return {
    fields: {
      reference: field('reference', wording.reference.hint[language](EXAMPLE_REFERENCE)),
      code: field('code', text(wording.code.hint)),
    },
    check,
    clear: () => {
      setTyped({ reference: '', code: '' });
      setChecked(false);
    },
  };
}
