import { Alert } from '@/components/ui/alert';
import { isApiError } from '@/lib/api-client';
import { InboxConflict } from '../api/update-inbox-item';
import { inboxWording as wording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';

/** The wording for a failed save; none for a 401, which the logged-in layout answers for the whole page. */
function problemWording(error: unknown) {
  if (!error) return null;
  if (error instanceof InboxConflict) return wording.conflict;
  if (isApiError(error) && error.kind === 'http' && error.status === 403) return wording.forbidden;
  if (isApiError(error) && error.status === 401) return null;
  return wording.saveFailed;
}

/** Why the last change was not saved: someone else saved first (a warning: the newer item is shown), or it failed. */
export function SaveProblem({ error }: { error: unknown }) {
  const t = useInboxText();
  const problem = problemWording(error);
  if (!problem) return null;
  return <Alert tone={error instanceof InboxConflict ? 'warning' : 'danger'}>{t.text(problem)}</Alert>;
}
