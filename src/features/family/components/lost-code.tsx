import { useState, type FormEvent } from 'react';
import { readReference } from '#contracts/typed-reference';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ReferenceCodeInput } from '@/components/ui/reference-code-fields';
import { EXAMPLE_REFERENCE, referenceCodeWording as fields } from '@/content/reference-and-code';
import { useHydrated } from '@/hooks/use-hydrated';
import { useSubmit } from '@/hooks/use-submit';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { askFamilyLink, familyLoginFailure, type FamilyLoginFailure } from '../api/family-login';
import { familySignInWording as wording } from '../content/family-sign-in-wording';

const REFERENCE_ID = 'lost-code-reference';

/**
 * "Lost your code?": the reference alone asks for a sign-in link, which the server sends only as the
 * family's rules allow. Its answer never says whether one went (a stranger learns nothing of a
 * reference), so the page says what would have happened, in the family's terms.
 */
export function LostCode({ failureText }: { failureText: (failure: FamilyLoginFailure) => string }) {
  const text = useText();
  const language = useRenderLanguage();
  const hydrated = useHydrated();
  const [reference, setReference] = useState('');
  const [checked, setChecked] = useState(false);
  const { status, error, pending, submit } = useSubmit(askFamilyLink, familyLoginFailure);
  const read = readReference(reference);
  const referenceError = checked && !read ? text(fields.reference.invalid) : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (!read) {
      document.getElementById(REFERENCE_ID)?.focus();
      return;
    }
    void submit(read);
  };

  return (
    <details className="rounded-2xl border border-line p-4">
      <summary className="cursor-pointer font-medium text-brand underline underline-offset-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
        {text(wording.lostCode.summary)}
      </summary>
      {/* Disabled until the script runs: a form sent by the browser itself would put the reference in the address. */}
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="mt-4">
        <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-4">
          <p className="text-fg-muted">{text(wording.lostCode.explain)}</p>
          <ReferenceCodeInput
            name="reference"
            field={{
              id: REFERENCE_ID,
              value: reference,
              onChange: setReference,
              label: text(wording.lostCode.referenceLabel),
              hint: fields.reference.hint[language](EXAMPLE_REFERENCE),
              error: referenceError,
            }}
          />
          <Button type="submit" disabled={pending}>
            {text(pending ? wording.lostCode.sending : wording.lostCode.submit)}
          </Button>
          <div role="status">{status === 'sent' && <p className="text-fg">{text(wording.lostCode.sent)}</p>}</div>
          {status === 'error' && error && (
            <Alert tone="danger" title={text(wording.lostCode.failureTitle)}>
              {failureText(error)}
            </Alert>
          )}
        </fieldset>
      </form>
    </details>
  );
}
