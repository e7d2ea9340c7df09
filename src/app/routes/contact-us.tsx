import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';

export default function ContactUsPage() {
  return <Page meta={pageMeta.contactUs} />;
}
