import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function AdmissionsPage() {
  return <Page meta={pageMeta.admissions} />;
}
