import { TreatmentPage } from '@/app/page-templates/treatment-page';
import { addiction } from '@/content/pages/addiction';

export default function AddictionPage() {
  return <TreatmentPage id="addiction" content={addiction} />;
}
