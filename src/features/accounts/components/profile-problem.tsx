import { Alert } from '@/components/ui/alert';
import { isApiError } from '@/lib/api-client';
import { profileWording as wording } from '../content/profile-wording';
import { useAccountsText } from '../hooks/use-accounts-text';

/** The wording for a failed save of one's own account; none for a 401, which the logged-in layout answers. */
function failureOf(error: unknown) {
  if (!error) return null;
  if (!isApiError(error)) return wording.failure.server;
  if (error.kind === 'network') return wording.failure.network;
  if (error.kind !== 'http') return wording.failure.server;
  if (error.status === 401) return null;
  if (error.status === 429) return wording.failure.tooMany;
  if (error.status >= 400 && error.status < 500) return wording.failure.invalid;
  return wording.failure.server;
}

/** Why a save of one's own account did not go through, beside its form. */
export function ProfileProblem({ error }: { error: unknown }) {
  const t = useAccountsText();
  const failure = failureOf(error);
  if (!failure) return null;
  return (
    <Alert tone="danger" title={t.text(wording.failureTitle)}>
      {t.text(failure)}
    </Alert>
  );
}
