import { Page } from '@/components/layout/page';
import { LegalDocumentView } from '@/components/sections/legal-document';
import { pageMeta } from '@/content/page-meta';
import { privacyPolicy } from '@/content/pages/privacy-policy';

export default function PrivacyPolicyPage() {
  return (
    <Page
      meta={pageMeta.privacyPolicy}
      description={privacyPolicy.description}
      lead={privacyPolicy.intro}
      layout="sections"
    >
      <LegalDocumentView document={privacyPolicy} />
    </Page>
  );
}
