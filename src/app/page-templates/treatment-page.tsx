import { SectionsPage } from './sections-page';
import { HeaderAction } from '@/components/sections/header-action';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '#contracts/routes';
import { pageMeta } from '@/content/page-meta';
import { sectionWording as labels } from '@/content/section-wording';
import type { ApproachItem, TreatmentContent, TreatmentId } from '@/content/types';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { Card, cardClasses } from '@/components/sections/card';
import { CrisisNotice } from '@/components/sections/crisis-notice';
import { CtaBand } from '@/components/sections/cta-band';
import { DaySchedule } from '@/components/sections/day-schedule';
import { ListSectionBand } from '@/components/sections/list-section-band';
import { Panel, PanelPair } from '@/components/sections/list-panel';
import { ReachUsButtons } from '@/components/sections/reach-us-buttons';
import { Section } from '@/components/sections/section';

function ApproachCard({ item }: { item: ApproachItem }) {
  const text = useText();
  return (
    <li className={cn(cardClasses, 'flex flex-col')}>
      <h3 className="text-lg font-semibold text-fg">{text(item.title)}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-fg-muted">{text(item.text)}</p>
      <p className="mt-5 text-sm text-fg-muted">
        {`${text(labels.deliveredBy)}: `}
        <TextLink to={paths[item.team]}>{text(pageMeta[item.team].heading)}</TextLink>
      </p>
    </li>
  );
}

interface TreatmentPageProps {
  id: TreatmentId;
  content: TreatmentContent;
}

/** A treatment page: what it treats, the approach, length, a day, family, aftercare, the next step and the crisis notice. */
export function TreatmentPage({ id, content }: TreatmentPageProps) {
  const text = useText();
  const { programmeLength, typicalDay } = content;
  return (
    <SectionsPage
      meta={pageMeta[id]}
      content={content}
      eyebrow={labels.residentialProgramme}
      actions={
        <>
          <HeaderAction action={content.cta.action} />
          <ReachUsButtons className="w-full tablet:w-auto" />
        </>
      }
      aside={
        <Card className="w-72">
          <p className="text-sm font-semibold uppercase tracking-wider text-fg-muted rtl:tracking-normal">
            {text(labels.atAGlance)}
          </p>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="text-sm text-fg-muted">{text(programmeLength.title)}</dt>
              <dd className="text-xl font-semibold text-fg">{text(programmeLength.value)}</dd>
            </div>
            <div>
              <dt className="text-sm text-fg-muted">{text(labels.firstAssessment)}</dt>
              <dd className="text-xl font-semibold text-fg">{text(labels.freeAndConfidential)}</dd>
            </div>
          </dl>
        </Card>
      }
    >
      <ListSectionBand section={content.treats} id="what-we-treat" />
      <Section title={content.approach.title} intro={content.approach.text} id="approach" tone="soft">
        <ul className="grid gap-5 tablet:grid-cols-2">
          {content.approach.items.map((item) => (
            <ApproachCard key={item.kind} item={item} />
          ))}
        </ul>
      </Section>
      <div className="mx-auto grid w-full max-w-6xl items-start gap-5 px-4 py-14 tablet:px-6 tablet:py-20 laptop:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Panel title={programmeLength.title} id="programme-length" className="laptop:sticky laptop:top-24">
          <p className="mt-4 text-3xl font-semibold tracking-tight text-brand">{text(programmeLength.value)}</p>
          <p className="mt-4 leading-relaxed text-fg-muted">{text(programmeLength.text)}</p>
        </Panel>
        <Panel title={typicalDay.title} id="typical-day">
          <p className="mt-3 leading-relaxed text-fg-muted">{text(typicalDay.text)}</p>
          <div className="mt-6">
            <DaySchedule schedule={typicalDay.schedule} />
          </div>
        </Panel>
      </div>
      <PanelPair first={content.family} second={content.aftercare} tone="soft" />
      <CtaBand cta={content.cta} />
      <CrisisNotice notice={content.crisis} />
    </SectionsPage>
  );
}
