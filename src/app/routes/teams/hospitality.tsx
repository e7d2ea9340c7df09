import { TeamPage } from '@/app/page-templates/team-page';
import { hospitality } from '@/content/pages/hospitality';

export default function HospitalityPage() {
  return <TeamPage id="hospitality" content={hospitality} />;
}
