import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { ProfileSettings } from '@/features/accounts/components/profile-settings';
import { profileWording } from '@/features/accounts/content/profile-wording';

/** Each staff member's own account, every role (logged-in, client-rendered, no Arabic twin). */
export default function ProfilePage() {
  return (
    <Page meta={pageMeta.profile} description={profileWording.description}>
      <ProfileSettings />
    </Page>
  );
}
