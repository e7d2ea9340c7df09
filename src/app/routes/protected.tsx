import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { protectedArea } from '@/content/pages/protected';
import { FamilyHome } from '@/features/family/components/family-home';
import { TodayBoard } from '@/features/today/components/today-board';
import { useFamily } from '@/stores/use-user-store';

/**
 * The logged-in landing page: "Protected" (spec §2) as its heading, and under it the person's own
 * first screen: for staff the Today board (their work, also behind the logo and the Today tab), for
 * a family where its enquiry stands.
 */
export default function ProtectedPage() {
  const family = useFamily();
  return (
    <Page meta={pageMeta.protected} description={protectedArea.description}>
      {family ? <FamilyHome /> : <TodayBoard />}
    </Page>
  );
}
