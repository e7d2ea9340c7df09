import type { ComponentProps } from 'react';
import { formatNumber } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/stores/use-language-store';
import { formWording } from '../content/form-wording';
import { describedBy, FieldError, labelClasses, RequiredMark } from './field-parts';

/** Below this many characters left, screen readers hear the count as it changes. */
const ANNOUNCE_BELOW = 100;

type MessageFieldProps = Omit<ComponentProps<'textarea'>, 'value' | 'maxLength' | 'id'> & {
  id: string;
  label: string;
  hint?: string;
  value: string;
  maxLength: number;
  error?: string;
};

/** A labelled text area with a live character count in the page language. */
export function MessageField({
  id,
  label,
  hint,
  value,
  maxLength,
  error,
  required,
  className,
  ...props
}: MessageFieldProps) {
  const language = useLanguage();
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const left = Math.max(maxLength - value.length, 0);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        required={required}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, countId, error && errorId)}
        className="min-h-32 w-full resize-y rounded-lg border border-fg-muted/70 bg-surface-raised px-4 py-3 text-base text-fg transition-colors placeholder:text-fg-muted hover:border-fg focus:border-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:outline-danger"
        {...props}
      />
      <p id={countId} className="text-sm text-fg-muted">
        {formWording.characterCount[language](formatNumber(value.length, language), formatNumber(maxLength, language))}
      </p>
      <p aria-live="polite" className="sr-only">
        {left < ANNOUNCE_BELOW ? formWording.charactersLeft[language](formatNumber(left, language)) : ''}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
