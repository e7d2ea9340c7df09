import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { ExportPanel } from '@/features/exports/components/export-panel';
import { Reports } from '@/features/reports/components/reports';
import { reportsWording } from '@/features/reports/content/reports-wording';
import { printOnWhite } from '@/features/reports/lib/print';
import { useUserStore } from '@/stores/use-user-store';
import { can } from '#contracts/roles';

/**
 * Staff only (managers and admins), client-rendered, no Arabic twin: the reports, then for admins
 * the enquiries export. Dark ink on white when printed, without the export's controls.
 */
export default function ReportsPage() {
  const exports = useUserStore((state) => can(state.user?.role, 'exports'));
  return (
    <div className={printOnWhite}>
      <Page meta={pageMeta.reports} description={reportsWording.description} lead={reportsWording.lead}>
        <Reports />
        {exports && (
          <div className="mt-12 print:hidden">
            <ExportPanel />
          </div>
        )}
      </Page>
    </div>
  );
}
