import { IndexPage } from '@/app/page-templates/index-page';
import { teamIcons } from '@/components/sections/team-icons';
import { pageMeta } from '@/content/page-meta';
import { teams } from '@/content/pages/teams';

export default function TeamsPage() {
  return <IndexPage meta={pageMeta.teams} content={teams} icons={teamIcons} />;
}
