import { Link } from 'react-router-dom';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Page } from '@/components/layout/page';
import { cardClasses } from '@/components/sections/card';
import { Icon } from '@/components/ui/icon';
import { TextLink } from '@/components/ui/text-link';
import { pageMeta } from '@/content/page-meta';
import { selfCheck } from '@/content/pages/self-check';
import { usePathFor } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { SelfCheckNotes } from './self-check-notes';
import { cn } from '@/lib/cn';

/** The self-checks' index: what they are, that they stay private, and which one to take. */
export function SelfCheckIndex() {
  const text = useText();
  const pathFor = usePathFor();
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
              <li
                key={check.to}
                className={cn(
                  cardClasses,
                  'relative flex flex-col transition-colors hover:border-brand/60 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                )}
              >
                <h3 className="break-words text-lg font-semibold text-fg">
                  <Link
                    to={pathFor(check.to)}
                    className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none"
                  >
                    {text(check.label)}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 leading-relaxed text-fg-muted">{text(check.text)}</p>
                <Icon icon={ArrowRight} mirror size="sm" colour="brand" className="mt-4" />
              </li>
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
