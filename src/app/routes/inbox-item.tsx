import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { inboxItemMeta } from '@/content/page-meta';
import { InboxDetail } from '@/features/inbox/components/inbox-detail';
import { inboxWording } from '@/features/inbox/content/inbox-wording';

/**
 * The page's heading takes the focus when an item opens (staff review #19): a keyboard or screen
 * reader lands on "Enquiry SW-…", not at the top of the document behind the navigation.
 */
function useFocusHeading(reference: string) {
  useEffect(() => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [reference]);
}

/** One enquiry or message of the inbox; its heading is its reference. */
export default function InboxItemPage() {
  const reference = useParams().reference ?? '';
  useFocusHeading(reference);
  return (
    <Page meta={inboxItemMeta(reference)} description={inboxWording.description}>
      <InboxDetail key={reference} reference={reference} />
    </Page>
  );
}
