import type { Screener } from '#contracts/screeners';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/sections/card';
import { pageMeta } from '@/content/page-meta';
import { gad7Page, phq9Page, scoffPage } from '@/content/pages/self-check';
import { BandTable } from '@/features/self-check/components/band-table';
import { Questionnaire } from '@/features/self-check/components/questionnaire';
import { useText } from '@/i18n/use-text';
import { SelfCheckNotes } from './self-check-notes';

const pages = { phq9: phq9Page, gad7: gad7Page, scoff: scoffPage } as const;

/**
 * A self-check questionnaire's page: what the questions are for, that the answers stay on the
 * device and that a result is not a diagnosis (prerendered, so it reads with JavaScript off), then
 * the questions, then what each total means.
 */
export function QuestionnairePage({ screener }: { screener: Screener }) {
  const text = useText();
  const content = pages[screener];
  const { about, privacy, notDiagnosis } = content;
  return (
    <Page meta={pageMeta[screener]} description={content.description} lead={content.intro}>
      <div className="flex max-w-3xl flex-col gap-10">
        <section aria-labelledby={`${screener}-about`} className="flex flex-col gap-3">
          <h2 id={`${screener}-about`} className="text-2xl font-semibold text-fg">
            {text(about.title)}
          </h2>
          <p className="leading-relaxed text-fg-muted">{text(about.text)}</p>
        </section>
        <SelfCheckNotes privacy={privacy} notDiagnosis={notDiagnosis} />
        <Card>
          <Questionnaire screener={screener} />
        </Card>
        <BandTable screener={screener} caption={text(content.bandsTitle)} />
        <p className="text-sm text-fg-muted">{text(content.source)}</p>
      </div>
    </Page>
  );
}
