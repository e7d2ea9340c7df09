import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function AddictionPage() {
  return <Page meta={pageMeta.addiction} />;
}
