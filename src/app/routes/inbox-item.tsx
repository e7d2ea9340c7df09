import { useParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { inboxItemMeta } from '@/content/page-meta';
import { InboxDetail } from '@/features/inbox/components/inbox-detail';
import { inboxWording } from '@/features/inbox/content/inbox-wording';

/** One enquiry or message of the inbox; its heading is its reference. */
export default function InboxItemPage() {
  const reference = useParams().reference ?? '';
  return (
    <Page meta={inboxItemMeta(reference)} description={inboxWording.description}>
      <InboxDetail key={reference} reference={reference} />
    </Page>
  );
}
