import { useQueryClient } from '@tanstack/react-query';
import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { ExportPanel } from '@/features/exports/components/export-panel';
import { Reports } from '@/features/reports/components/reports';
import { getReportsQueryOptions } from '@/features/reports/api/get-reports';
import { reportsWording } from '@/features/reports/content/reports-wording';
import { useReportRange } from '@/features/reports/hooks/use-report-range';
import { printOnWhite } from '@/features/reports/lib/print';
import { useUserStore } from '@/stores/use-user-store';
import { can } from '#contracts/roles';

/**
 * Staff only (managers and admins), client-rendered, no Arabic twin: the reports, then for admins
 * the enquiries export, which starts at the report's period and counts a file's rows with the
 * report's own figure (both set spam aside). Dark ink on white when printed, without the export's controls.
 */
export default function ReportsPage() {
  const exports = useUserStore((state) => can(state.user?.role, 'exports'));
  const userId = useUserStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  const { range } = useReportRange();
  return (
    <div className={printOnWhite}>
      <Page meta={pageMeta.reports} description={reportsWording.description} lead={reportsWording.lead}>
        <Reports />
        {exports && (
          <div className="mt-12 print:hidden">
            <ExportPanel
              key={`${range.from}/${range.to}`}
              period={range}
              countIn={(days) =>
                queryClient.fetchQuery(getReportsQueryOptions(userId, days)).then((report) => report.total)
              }
            />
          </div>
        )}
      </Page>
    </div>
  );
}
