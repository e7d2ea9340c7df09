import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function AnxietyDepressionPage() {
  return <Page meta={pageMeta.anxietyDepression} />;
}
