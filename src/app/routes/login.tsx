import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function LoginPage() {
  return <Page meta={pageMeta.login} />;
}
