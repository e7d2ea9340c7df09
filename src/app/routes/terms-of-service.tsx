import { SectionsPage } from '@/app/page-templates/sections-page';
import { LegalDocumentView } from '@/components/sections/legal-document';
import { pageMeta } from '@/content/page-meta';
import { termsOfService } from '@/content/pages/terms-of-service';

export default function TermsOfServicePage() {
  return (
    <SectionsPage meta={pageMeta.termsOfService} content={termsOfService}>
      <LegalDocumentView document={termsOfService} />
    </SectionsPage>
  );
}
