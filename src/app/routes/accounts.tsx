import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { accountsWording } from '@/features/accounts/content/accounts-wording';

/** Staff only, client-rendered, no Arabic twin. */
export default function AccountsPage() {
  return <Page meta={pageMeta.accounts} description={accountsWording.description} />;
}
