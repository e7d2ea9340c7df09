import { TeamPage } from '@/app/page-templates/team-page';
import { religious } from '@/content/pages/religious';

export default function ReligiousPage() {
  return <TeamPage id="religious" content={religious} />;
}
