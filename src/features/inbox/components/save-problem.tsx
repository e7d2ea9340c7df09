import { Alert } from '@/components/ui/alert';
import { isApiError } from '@/lib/api-client';
import { ERROR_CODES } from '#contracts/errors';
import { errorCode } from '@/lib/api-client';
import { InboxConflict, InboxRefused } from '../api/update-inbox-item';
import { problemWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';

/** The wording for a failed write; none for a 401, which the logged-in layout answers for the whole page. */
function problemOf(error: unknown) {
  if (!error) return null;
  if (error instanceof InboxConflict) return wording.conflict;
  if (error instanceof InboxRefused) return wording.againstRules;
  if (!isApiError(error)) return wording.failed;
  if (error.status === 401) return null;
  if (error.kind === 'http' && error.status === 403) return wording.forbidden;
  const code = errorCode(error);
  if (code === ERROR_CODES.unknownOwner) return wording.unknownOwner;
  if (code === ERROR_CODES.unknownLink) return wording.unknownLink;
  return wording.failed;
}

/**
 * Why a form's last change did not go through, beside that form: someone else saved first (a
 * warning: the newer item is shown, and what was entered is kept), the family's rules refuse it, or it failed.
 */
export function SaveProblem({ error }: { error: unknown }) {
  const t = useInboxText();
  const problem = problemOf(error);
  if (!problem) return null;
  return <Alert tone={error instanceof InboxConflict ? 'warning' : 'danger'}>{t.text(problem)}</Alert>;
}
