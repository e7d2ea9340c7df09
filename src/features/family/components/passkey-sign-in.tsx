import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { useText } from '@/i18n/use-text';
import type { FamilyLoginFailure } from '../api/family-login';
import { usePasskeyLogin, type PasskeyFailure } from '../api/passkeys';
import { familySignInWording as wording } from '../content/family-sign-in-wording';

/**
 * The login page's way in with a passkey the family added in its space: the device offers the
 * passkeys it holds for this site, and the one chosen opens its enquiry. Waits for the script (the
 * page is prerendered); a browser without passkeys says so when pressed, so nothing moves on load.
 */
export function PasskeySignIn({ failureText }: { failureText: (failure: FamilyLoginFailure) => string }) {
  const text = useText();
  const hydrated = useHydrated();
  const { status, error, pending, submit } = usePasskeyLogin();

  const reason = (failure: PasskeyFailure) => {
    if (failure.kind === 'cancelled' || failure.kind === 'refused' || failure.kind === 'unsupported')
      return text(wording.passkey[failure.kind]);
    // A device never answers a log-in with "exists"; the rest are the sign-in's own failures.
    return failure.kind === 'exists' ? text(wording.passkey.refused) : failureText(failure);
  };

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line p-4" aria-busy={pending}>
      <Button disabled={!hydrated || pending} onClick={() => void submit(undefined)}>
        {text(wording.passkey.submit)}
      </Button>
      <p className="text-sm text-fg-muted">{text(wording.passkey.hint)}</p>
      <div role="status">{pending && <p className="text-fg">{text(wording.passkey.waiting)}</p>}</div>
      {status === 'error' && error && (
        <Alert tone="danger" title={text(wording.passkey.failureTitle)}>
          {reason(error)}
        </Alert>
      )}
    </div>
  );
}
