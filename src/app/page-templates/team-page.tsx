import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { pageMeta } from '@/content/page-meta';
import { sectionWording } from '@/content/section-wording';
import type { TeamContent, TeamId } from '@/content/types';
import { useText } from '@/i18n/use-text';
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
  const text = useText();
  return (
    <Page
      meta={pageMeta[id]}
      description={content.description}
      eyebrow={sectionWording.ourTeams}
      lead={content.intro}
      layout="sections"
      actions={
        <Button to={content.cta.action.to} colour="cta" className="w-full tablet:w-auto">
          {text(content.cta.action.label)}
        </Button>
      }
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
    </Page>
  );
}
