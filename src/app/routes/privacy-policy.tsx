import { SectionsPage } from '@/app/page-templates/sections-page';
import { LegalDocumentView } from '@/components/sections/legal-document';
import { pageMeta } from '@/content/page-meta';
import { privacyPolicy } from '@/content/pages/privacy-policy';

export default function PrivacyPolicyPage() {
  return (
    <SectionsPage meta={pageMeta.privacyPolicy} content={privacyPolicy}>
      <LegalDocumentView document={privacyPolicy} />
    </SectionsPage>
  );
}
