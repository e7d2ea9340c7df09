import { TreatmentPage } from '@/components/sections/treatment-page';
import { eatingDisorders } from '@/content/pages/eating-disorders';

export default function EatingDisordersPage() {
  return <TreatmentPage id="eatingDisorders" content={eatingDisorders} />;
}
