import { TeamPage } from '@/app/page-templates/team-page';
import { clinical } from '@/content/pages/clinical';

export default function ClinicalPage() {
  return <TeamPage id="clinical" content={clinical} />;
}
