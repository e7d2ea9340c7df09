import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { reportsWording } from '@/features/reports/content/reports-wording';

/** Staff only, client-rendered, no Arabic twin. */
export default function ReportsPage() {
  return <Page meta={pageMeta.reports} description={reportsWording.description} />;
}
