import { IndexPage } from '@/components/sections/index-page';
import { pageMeta } from '@/content/page-meta';
import { treatments } from '@/content/pages/treatments';

export default function TreatmentsPage() {
  return <IndexPage meta={pageMeta.treatments} content={treatments} />;
}
