import { Alert } from '@/components/ui/alert';
import { accountsProblem } from '../api/problem';
import { problemWording } from '../content/accounts-wording';
import { useAccountsText } from '../hooks/use-accounts-text';

/** Why the last change did not go through, beside where it was asked for; nothing for a 401 (the layout says it). */
export function AccountProblem({ error }: { error: unknown }) {
  const t = useAccountsText();
  const problem = accountsProblem(error);
  if (!problem) return null;
  return <Alert tone="danger">{t.text(problemWording[problem])}</Alert>;
}
