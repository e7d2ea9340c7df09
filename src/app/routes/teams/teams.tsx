import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function TeamsPage() {
  return <Page meta={pageMeta.teams} />;
}
