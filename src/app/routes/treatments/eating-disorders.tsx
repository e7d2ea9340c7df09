import { TreatmentPage } from '@/app/page-templates/treatment-page';
import { eatingDisorders } from '@/content/pages/eating-disorders';

export default function EatingDisordersPage() {
  return <TreatmentPage id="eatingDisorders" content={eatingDisorders} />;
}
