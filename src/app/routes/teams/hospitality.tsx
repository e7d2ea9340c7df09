import { TeamPage } from '@/components/sections/team-page';
import { hospitality } from '@/content/pages/hospitality';

export default function HospitalityPage() {
  return <TeamPage id="hospitality" content={hospitality} />;
}
