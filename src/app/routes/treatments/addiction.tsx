import { TreatmentPage } from '@/components/sections/treatment-page';
import { addiction } from '@/content/pages/addiction';

export default function AddictionPage() {
  return <TreatmentPage id="addiction" content={addiction} />;
}
