import { Page } from '@/components/layout/page';
import { LegalDocumentView } from '@/components/sections/legal-document';
import { pageMeta } from '@/content/page-meta';
import { termsOfService } from '@/content/pages/terms-of-service';

export default function TermsOfServicePage() {
  return (
    <Page
      meta={pageMeta.termsOfService}
      description={termsOfService.description}
      lead={termsOfService.intro}
      layout="sections"
    >
      <LegalDocumentView document={termsOfService} />
    </Page>
  );
}
