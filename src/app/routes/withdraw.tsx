import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { withdraw } from '@/content/pages/withdraw';

export default function WithdrawPage() {
  return <Page meta={pageMeta.withdraw} description={withdraw.description} />;
}
