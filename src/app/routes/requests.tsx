import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { RequestsDesk } from '@/features/requests/components/requests-desk';
import { requestsWording } from '@/features/requests/content/requests-wording';

/** The desk for families' requests, for the admissions team and admins (logged-in, client-rendered, no Arabic twin). */
export default function RequestsPage() {
  return (
    <Page meta={pageMeta.requests} description={requestsWording.description} lead={requestsWording.lead}>
      <RequestsDesk />
    </Page>
  );
}
