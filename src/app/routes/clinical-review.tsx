import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { ClinicalReview } from '@/features/clinical-review/components/clinical-review';
import { clinicalReviewWording } from '@/features/clinical-review/content/clinical-review-wording';

/** The clinical review, for clinical reviewers (logged-in, client-rendered, no Arabic twin). */
export default function ClinicalReviewPage() {
  return (
    <Page
      meta={pageMeta.clinicalReview}
      description={clinicalReviewWording.description}
      lead={clinicalReviewWording.lead}
    >
      <ClinicalReview />
    </Page>
  );
}
