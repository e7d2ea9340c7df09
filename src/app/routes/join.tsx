import { Page } from '@/components/layout/page';
import { Join } from '@/features/auth/components/join';
import { joinWording } from '@/features/auth/content/join-wording';

/** An invitation's page: client-rendered, never listed; the token is in the address's fragment. */
export default function JoinPage() {
  return (
    <Page meta={joinWording.meta} description={joinWording.description} indexed={false}>
      <div className="max-w-xl rounded-3xl border border-line bg-surface-raised p-6 tablet:p-8">
        <Join />
      </div>
    </Page>
  );
}
