import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { AuditTrail } from '@/features/audit/components/audit-trail';
import { auditWording } from '@/features/audit/content/audit-wording';

/** The audit trail for admins (logged-in, client-rendered, no Arabic twin). */
export default function AuditPage() {
  return (
    <Page meta={pageMeta.audit} description={auditWording.description} lead={auditWording.lead}>
      <AuditTrail />
    </Page>
  );
}
