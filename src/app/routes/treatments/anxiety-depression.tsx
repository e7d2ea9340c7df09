import { TreatmentPage } from '@/components/sections/treatment-page';
import { anxietyDepression } from '@/content/pages/anxiety-depression';

export default function AnxietyDepressionPage() {
  return <TreatmentPage id="anxietyDepression" content={anxietyDepression} />;
}
