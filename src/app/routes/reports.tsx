import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { Reports } from '@/features/reports/components/reports';
import { reportsWording } from '@/features/reports/content/reports-wording';
import { printOnWhite } from '@/features/reports/lib/print';

/** Staff only (managers and admins), client-rendered, no Arabic twin. Dark ink on white when printed. */
export default function ReportsPage() {
  return (
    <div className={printOnWhite}>
      <Page meta={pageMeta.reports} description={reportsWording.description} lead={reportsWording.lead}>
        <Reports />
      </Page>
    </div>
  );
}
