import { STANDING_WORDS, STANDINGS, type FamilyUser } from '#contracts/family';
import { QueryStates } from '@/components/ui/load-states';
import { CLOCK_STYLE, dateTimeFormat, LONG_DAY_STYLE } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { useFamilySession } from '../api/get-family-session';
import { familyHomeWording as words } from '../content/family-home-wording';
import { BookCall } from './book-call';
import { FamilyMessages } from './family-messages';
import { FamilyPasskeys } from './family-passkeys';

/**
 * A family's home on /protected: where its enquiry stands, in the plain sentence of its stage, and
 * the steps of an enquiry with the present one marked, so the family sees what comes next; then its
 * messages with the team, and its passkeys. Read from the server on each visit (the reference is all the browser keeps).
 */
export function FamilyHome() {
  const text = useText();
  const session = useFamilySession();
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="family-standing-heading" className="max-w-2xl space-y-6">
        <h2 id="family-standing-heading" className="text-2xl font-semibold text-fg">
          {text(words.heading)}
        </h2>
        <QueryStates
          query={session}
          loading={words.loading}
          failed={text(words.loadFailed)}
          retryLabel={text(words.tryAgain)}
        >
          {(data) => <StandingCard family={data.family} />}
        </QueryStates>
        {session.data?.family.kind === 'enquiry' && <BookCall />}
      </section>
      <FamilyMessages />
      <FamilyPasskeys />
    </div>
  );
}

function StandingCard({ family }: { family: Pick<FamilyUser, 'reference' | 'standing' | 'assessmentAt'> }) {
  const text = useText();
  const language = useRenderLanguage();
  const { reference, standing, assessmentAt } = family;
  const reached = STANDINGS.indexOf(standing);
  return (
    <div className="space-y-6 rounded-3xl border border-line bg-surface-raised p-6 tablet:p-8">
      <p className="text-xl font-semibold text-fg">{text(STANDING_WORDS[standing])}</p>
      {assessmentAt && (
        <p className="text-fg">
          <time dateTime={assessmentAt}>
            {text(words.assessmentAt)
              .replace('{day}', dateTimeFormat(language, LONG_DAY_STYLE).format(new Date(assessmentAt)))
              .replace('{time}', dateTimeFormat(language, CLOCK_STYLE).format(new Date(assessmentAt)))}
          </time>
        </p>
      )}
      <p className="text-fg-muted">
        {text(words.reference)}{' '}
        <bdi dir="ltr" className="font-mono font-semibold text-fg">
          {reference}
        </bdi>
      </p>
      <ol aria-label={text(words.stepsLabel)} className="flex flex-col gap-3">
        {STANDINGS.map((step, index) => (
          <li
            key={step}
            aria-current={step === standing ? 'step' : undefined}
            className={cn(
              'flex items-center gap-3 border-s-4 ps-3',
              index < reached && 'border-success text-fg',
              index === reached && 'border-brand font-semibold text-fg',
              index > reached && 'border-line text-fg-muted',
            )}
          >
            {text(words.step[step])}
            {step === standing && <span className="text-sm font-normal text-fg-muted">{text(words.current)}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
