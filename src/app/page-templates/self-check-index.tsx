import { Page } from '@/components/layout/page';
import { LinkCard } from '@/components/sections/link-card-grid';
import { TextLink } from '@/components/ui/text-link';
import { pageMeta } from '@/content/page-meta';
import { selfCheck } from '@/content/pages/self-check';
import { useText } from '@/i18n/use-text';
import { SelfCheckNotes } from './self-check-notes';

/** The self-checks' index: what they are, that they stay private, and which one to take. */
export function SelfCheckIndex() {
  const text = useText();
  const { checks, privacy, notDiagnosis, otherConcerns } = selfCheck;
  return (
    <Page meta={pageMeta.selfCheck} description={selfCheck.description} lead={selfCheck.intro}>
      <div className="flex max-w-4xl flex-col gap-10">
        <section aria-labelledby="self-check-list" className="flex flex-col gap-5">
          <h2 id="self-check-list" className="text-2xl font-semibold text-fg">
            {text(selfCheck.checksTitle)}
          </h2>
          <ul className="grid gap-5 tablet:grid-cols-2">
            {checks.map((check) => (
              <LinkCard key={check.to} to={check.to} title={text(check.label)} summary={text(check.text)} />
            ))}
          </ul>
        </section>
        <SelfCheckNotes privacy={privacy} notDiagnosis={notDiagnosis} />
        <section aria-labelledby="self-check-other" className="flex flex-col gap-2">
          <h2 id="self-check-other" className="text-xl font-semibold text-fg">
            {text(otherConcerns.title)}
          </h2>
          <p className="leading-relaxed text-fg-muted">
            {text(otherConcerns.text)} <TextLink to={otherConcerns.link.to}>{text(otherConcerns.link.label)}</TextLink>
          </p>
        </section>
      </div>
    </Page>
  );
}
