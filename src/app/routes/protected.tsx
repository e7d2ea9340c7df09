import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { protectedArea } from '@/content/pages/protected';

/** The logged-in landing page: shows "Protected" (spec §2). */
export default function ProtectedPage() {
  return <Page meta={pageMeta.protected} description={protectedArea.description} />;
}
