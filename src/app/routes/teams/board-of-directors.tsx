import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function BoardOfDirectorsPage() {
  return <Page meta={pageMeta.boardOfDirectors} />;
}
