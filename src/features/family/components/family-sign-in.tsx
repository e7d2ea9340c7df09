import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ReferenceCodeFields } from '@/components/ui/reference-code-fields';
import { useHydrated } from '@/hooks/use-hydrated';
import { useReferenceCode } from '@/hooks/use-reference-code';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { useFamilyLinkSignIn, useFamilyLogin, type FamilyLoginFailure } from '../api/family-login';
import { familySignInWording as wording } from '../content/family-sign-in-wording';
import { LostCode } from './lost-code';
import { PasskeySignIn } from './passkey-sign-in';

const FIELD_IDS = { reference: 'family-reference', code: 'family-code' };
export const FAMILY_SIGN_IN_TITLE_ID = 'family-sign-in-title';

/**
 * The login page's second way in, for a family: the reference and the code shown when the enquiry
 * was sent, read as the withdrawal page reads them (any case, Arabic-Indic digits, spaces, dashes).
 * Checked on submit, focus on the first field to fix; the server's refusal in plain words, with the
 * time to try again after too many tries. The fields wait for the script (the page is prerendered).
 */
export function FamilySignIn() {
  const text = useText();
  const language = useRenderLanguage();
  const hydrated = useHydrated();
  const { status, error, submit } = useFamilyLogin();
  const link = useFamilyLinkSignIn();
  const { fields, check } = useReferenceCode(FIELD_IDS);
  const pending = status === 'sending';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pair = check();
    if (pair) void submit(pair);
  };

  const failureText = (failure: FamilyLoginFailure) => {
    if (failure.kind === 'limited') {
      const when = failure.retryAt ? wording.tryAgainAt[language](failure.retryAt) : text(wording.failure.tryLater);
      return `${text(wording.failure.limited)} ${when}`;
    }
    return text(wording.failure[failure.kind]);
  };

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={pending || link.pending}
        aria-labelledby={FAMILY_SIGN_IN_TITLE_ID}
      >
        <fieldset disabled={!hydrated || link.pending} className="flex min-w-0 flex-col gap-5">
          {link.pending && <p role="status">{text(wording.sending)}</p>}
          {link.status === 'error' && link.error && (
            <Alert tone="danger" title={text(wording.failureTitle)}>
              {link.error.kind === 'wrongPair' ? text(wording.linkRefused) : failureText(link.error)}
            </Alert>
          )}
          {status === 'error' && error && (
            <Alert tone="danger" title={text(wording.failureTitle)}>
              {failureText(error)}
            </Alert>
          )}
          <ReferenceCodeFields {...fields} />
          <Button type="submit" colour="brand" disabled={pending}>
            {text(pending ? wording.sending : wording.submit)}
          </Button>
        </fieldset>
      </form>
      <PasskeySignIn failureText={failureText} />
      <LostCode failureText={failureText} />
    </>
  );
}
