import { TreatmentPage } from '@/components/sections/treatment-page';
import { marriageCounseling } from '@/content/pages/marriage-counseling';

export default function MarriageCounselingPage() {
  return <TreatmentPage id="marriageCounseling" content={marriageCounseling} />;
}
