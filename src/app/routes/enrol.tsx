import { Page } from '@/components/layout/page';
import { EnrolmentLink } from '@/features/auth/components/enrolment-link';
import { enrolmentLinkWording } from '@/features/auth/content/enrolment-link-wording';

/** A one-time enrolment link's page: client-rendered, never listed; the token is in the address's fragment. */
export default function EnrolPage() {
  return (
    <Page meta={enrolmentLinkWording.meta} description={enrolmentLinkWording.description} indexed={false}>
      <div className="max-w-xl rounded-3xl border border-line bg-surface-raised p-6 tablet:p-8">
        <EnrolmentLink />
      </div>
    </Page>
  );
}
