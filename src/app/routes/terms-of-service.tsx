import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function TermsOfServicePage() {
  return <Page meta={pageMeta.termsOfService} />;
}
