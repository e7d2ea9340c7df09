import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function ClinicalPage() {
  return <Page meta={pageMeta.clinical} />;
}
