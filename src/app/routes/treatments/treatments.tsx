import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function TreatmentsPage() {
  return <Page meta={pageMeta.treatments} />;
}
