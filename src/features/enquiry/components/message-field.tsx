import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { textAreaClasses } from '@/components/ui/text-input';
import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { formWording } from '../content/form-wording';

/** Below this many characters left, screen readers hear the count as it changes. */
const ANNOUNCE_BELOW = 100;

type MessageFieldProps = Omit<ComponentProps<'textarea'>, 'value' | 'maxLength' | 'id'> & {
  id: string;
  label: string;
  hint?: string;
  value: string;
  maxLength: number;
  /** As on `TextInput`: `false` marks the field invalid, and `errorMessage` says why. */
  valid?: boolean;
  errorMessage?: string;
};

/** A labelled text area with a live character count in the page language. */
export function MessageField({
  id,
  label,
  hint,
  value,
  maxLength,
  valid = true,
  errorMessage,
  required,
  className,
  ...props
}: MessageFieldProps) {
  const language = useRenderLanguage();
  const countId = `${id}-count`;
  const left = Math.max(maxLength - value.length, 0);
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      hintPlacement="above"
      error={errorMessage}
      invalid={!valid}
      describedBy={countId}
      className={className}
      footer={
        <>
          <p id={countId} className="text-sm text-fg-muted">
            {formWording.characterCount[language](
              formatNumber(value.length, language),
              formatNumber(maxLength, language),
            )}
          </p>
          <p aria-live="polite" className="sr-only">
            {left < ANNOUNCE_BELOW ? formWording.charactersLeft[language](formatNumber(left, language)) : ''}
          </p>
        </>
      }
    >
      {(control) => (
        <textarea {...control} value={value} maxLength={maxLength} rows={5} className={textAreaClasses} {...props} />
      )}
    </Field>
  );
}
