import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function HospitalityPage() {
  return <Page meta={pageMeta.hospitality} />;
}
