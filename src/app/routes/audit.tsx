import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { auditWording } from '@/features/audit/content/audit-wording';

/** Staff only, client-rendered, no Arabic twin. */
export default function AuditPage() {
  return <Page meta={pageMeta.audit} description={auditWording.description} />;
}
