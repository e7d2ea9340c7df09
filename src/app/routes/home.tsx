import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function HomePage() {
  return <Page meta={pageMeta.home} />;
}
