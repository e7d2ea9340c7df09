import type { Ref } from 'react';
import { useText } from '@/i18n/use-text';
import { formWording } from '../content/form-wording';

/**
 * A field people never see, hear or reach with the keyboard; simple bots fill it.
 * Named "website", not "company…": browsers autofill company fields, and a
 * person's autofill must never make their enquiry vanish.
 */
export function HoneypotField({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  const text = useText();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{text(formWording.honeypot)}</label>
      <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
