import { IndexPage } from '@/app/page-templates/index-page';
import { treatmentIcons } from '@/components/sections/treatment-icons';
import { pageMeta } from '@/content/page-meta';
import { treatments } from '@/content/pages/treatments';

export default function TreatmentsPage() {
  return <IndexPage meta={pageMeta.treatments} content={treatments} icons={treatmentIcons} />;
}
