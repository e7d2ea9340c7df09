import { SectionsPage } from './sections-page';
import { HeaderAction } from '@/components/sections/header-action';
import { pageMeta } from '@/content/page-meta';
import { sectionWording } from '@/content/section-wording';
import type { TeamContent, TeamId } from '@/content/types';
import { CtaBand } from '@/components/sections/cta-band';
import { ListSectionBand } from '@/components/sections/list-section-band';
import { Section } from '@/components/sections/section';
import { TeamMemberCard } from '@/components/sections/team-member-card';

interface TeamPageProps {
  id: TeamId;
  content: TeamContent;
}

/** A team page: what the team does, its people, and the next step. */
export function TeamPage({ id, content }: TeamPageProps) {
  return (
    <SectionsPage
      meta={pageMeta[id]}
      content={content}
      eyebrow={sectionWording.ourTeams}
      actions={<HeaderAction action={content.cta.action} />}
    >
      <ListSectionBand section={content.focus} id="focus" />
      <Section title={content.membersTitle} id="members" tone="soft">
        <ul className="grid gap-5 tablet:grid-cols-2">
          {content.members.map((member) => (
            <TeamMemberCard key={member.name.en} member={member} />
          ))}
        </ul>
      </Section>
      <CtaBand cta={content.cta} />
    </SectionsPage>
  );
}
