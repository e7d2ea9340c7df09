import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function MarriageCounselingPage() {
  return <Page meta={pageMeta.marriageCounseling} />;
}
