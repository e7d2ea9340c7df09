import { TeamPage } from '@/app/page-templates/team-page';
import { boardOfDirectors } from '@/content/pages/board-of-directors';

export default function BoardOfDirectorsPage() {
  return <TeamPage id="boardOfDirectors" content={boardOfDirectors} />;
}
