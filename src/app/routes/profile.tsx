import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { profileWording } from '@/features/accounts/content/profile-wording';

/** Staff only, client-rendered, no Arabic twin. */
export default function ProfilePage() {
  return <Page meta={pageMeta.profile} description={profileWording.description} />;
}
