import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { fees } from '@/content/pages/fees';

export default function FeesPage() {
  return <Page meta={pageMeta.fees} description={fees.description} />;
}
