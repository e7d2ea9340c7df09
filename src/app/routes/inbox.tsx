import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { InboxList } from '@/features/inbox/components/inbox-list';
import { inboxWording } from '@/features/inbox/content/inbox-wording';

/** The admissions inbox (logged-in, client-rendered, no Arabic twin). */
export default function InboxPage() {
  return (
    <Page meta={pageMeta.inbox} description={inboxWording.description} lead={inboxWording.lead}>
      <InboxList />
    </Page>
  );
}
