import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function FacilitiesPage() {
  return <Page meta={pageMeta.facilities} />;
}
