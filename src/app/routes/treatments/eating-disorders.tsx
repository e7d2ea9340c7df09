import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function EatingDisordersPage() {
  return <Page meta={pageMeta.eatingDisorders} />;
}
