import { TreatmentPage } from '@/app/page-templates/treatment-page';
import { anxietyDepression } from '@/content/pages/anxiety-depression';

export default function AnxietyDepressionPage() {
  return <TreatmentPage id="anxietyDepression" content={anxietyDepression} />;
}
