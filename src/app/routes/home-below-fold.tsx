import EyeClosed from 'lucide-react/icons/eye-closed';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { BulletList } from '@/components/sections/bullet-list';
import { Card } from '@/components/sections/card';
import { FeatureBand } from '@/components/sections/feature-band';
import { LinkCardGrid } from '@/components/sections/link-card-grid';
import { ResidencesArt } from '@/components/sections/residences-art';
import { Section } from '@/components/sections/section';
import { Steps } from '@/components/sections/steps';
import { teamIcons } from '@/components/sections/team-icons';
import { homeBelowFold } from '@/content/pages/home-below-fold';
import { teamCards } from '@/content/team-cards';
import { useText } from '@/i18n/use-text';
import { SeeAll } from './home-see-all';

/** The home page below the programmes: first assessment, facilities, teams, admissions steps, confidentiality. */
export default function HomeBelowFold() {
  const text = useText();
  const { facilities, teams, admissions, confidentiality, firstAssessment } = homeBelowFold;
  return (
    <>
      <FeatureBand
        title={firstAssessment.title}
        intro={firstAssessment.text}
        tone="soft"
        aside={
          <Card>
            <BulletList items={firstAssessment.points} />
            <Button to={firstAssessment.action.to} colour="cta" className="mt-8 w-full">
              {text(firstAssessment.action.label)}
            </Button>
          </Card>
        }
      />

      <FeatureBand title={facilities.title} intro={facilities.text} aside={<ResidencesArt />} asideFirst>
        <BulletList items={facilities.highlights} />
        <p className="mt-6">
          <SeeAll link={facilities.link} />
        </p>
      </FeatureBand>

      <Section title={teams.title} intro={teams.text} tone="soft" action={<SeeAll link={teams.link} />}>
        <LinkCardGrid cards={teamCards} icons={teamIcons} />
      </Section>

      <Section title={admissions.title} intro={admissions.text} action={<SeeAll link={admissions.link} />}>
        <Steps steps={admissions.steps} />
      </Section>

      <Section title={confidentiality.title} intro={confidentiality.text} tone="sunken">
        <Card className="flex flex-col gap-6 tablet:flex-row">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand">
            <Icon icon={EyeClosed} />
          </span>
          <BulletList items={confidentiality.items} columns={2} className="flex-1" />
        </Card>
      </Section>
    </>
  );
}
