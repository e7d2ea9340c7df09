import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { AccountsAdmin } from '@/features/accounts/components/accounts-admin';
import { accountsWording } from '@/features/accounts/content/accounts-wording';
import { CopyButton } from '@/features/auth/components/copy-button';

/** The admins' staff accounts (logged-in, client-rendered, no Arabic twin). */
export default function AccountsPage() {
  return (
    <Page meta={pageMeta.accounts} description={accountsWording.description} lead={accountsWording.lead}>
      <AccountsAdmin CopyButton={CopyButton} />
    </Page>
  );
}
