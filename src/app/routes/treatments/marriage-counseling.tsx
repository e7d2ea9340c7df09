import { TreatmentPage } from '@/app/page-templates/treatment-page';
import { marriageCounseling } from '@/content/pages/marriage-counseling';

export default function MarriageCounselingPage() {
  return <TreatmentPage id="marriageCounseling" content={marriageCounseling} />;
}
