import { Page } from '@/components/layout/page';
import { joinWording } from '@/features/accounts/content/join-wording';

/** An invitation's page: client-rendered, never listed; the token is in the address's fragment. */
export default function JoinPage() {
  return <Page meta={joinWording.meta} description={joinWording.description} indexed={false} />;
}
