import { useAuditPage } from '../api/get-audit';
import { useAuditFilter } from '../hooks/use-audit-filter';
import { AuditDownload } from './audit-download';
import { AuditFilters } from './audit-filters';
import { AuditResults } from './audit-results';

/**
 * The audit trail for admins: filters kept in the address, a page of entries newest first with
 * previous and next, and the CSV of every matching entry. The server records each opening and each
 * new search (GET /api/audit with page 1) and each download.
 */
export function AuditTrail() {
  const { filter, apply, goToPage, key } = useAuditFilter();
  const audit = useAuditPage(filter);
  return (
    <div className="flex flex-col gap-6">
      <AuditFilters key={key} filter={filter} onApply={apply} />
      <AuditDownload filter={filter} total={audit.data?.total} />
      <AuditResults state={audit} page={filter.page} onPage={goToPage} onRetry={() => void audit.refetch()} />
    </div>
  );
}
