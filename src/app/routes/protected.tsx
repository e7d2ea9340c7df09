import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { protectedArea } from '@/content/pages/protected';
import { TodayBoard } from '@/features/today/components/today-board';

/**
 * The logged-in landing page: "Protected" (spec §2) as its heading, and under it the Today board,
 * so the first screen after sign-in (and behind the logo and the Today tab) lists the person's work.
 */
export default function ProtectedPage() {
  return (
    <Page meta={pageMeta.protected} description={protectedArea.description}>
      <TodayBoard />
    </Page>
  );
}
