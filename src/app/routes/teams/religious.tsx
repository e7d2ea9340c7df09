import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function ReligiousPage() {
  return <Page meta={pageMeta.religious} />;
}
