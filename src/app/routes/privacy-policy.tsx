import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function PrivacyPolicyPage() {
  return <Page meta={pageMeta.privacyPolicy} />;
}
