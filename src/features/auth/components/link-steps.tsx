import { useCallback, useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-states';
import { Spinner } from '@/components/ui/spinner';
import { requestFailures } from '@/content/request-failures';
import { actions } from '@/content/action-wording';
import { useSubmit } from '@/hooks/use-submit';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { useRenderLanguage } from '@/i18n/language-context';
import { LANGUAGE_SETTINGS, otherLanguage, type Language } from '@/i18n/languages';
import { pick, type Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import type { ApiError } from '@/lib/api-client';
import { useLanguageStore } from '@/stores/use-language-store';
import type { OneTimeLink } from '../api/link-token';
import { toApiError } from '../api/login';

/*
 * The pieces an invitation (/join) and an enrolment link (/enrol) share: both greet the account's
 * owner, take a password with the one-time token, and say in both languages when the link is spent.
 */

interface LinkGreetingProps {
  /** `{name}` is the account's owner. */
  heading: Bilingual;
  /** `{email}` is the account's address. */
  lead: Bilingual;
  name: string;
  email: string;
  children: ReactNode;
}

/** "Hello, Mona" and whose account, focused when it appears so a screen reader starts there. */
export function LinkGreeting({ heading, lead, name, email, children }: LinkGreetingProps) {
  const text = useText();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-fg focus:outline-none">
          {fillPlaceholders(text(heading), { name: <bdi>{name}</bdi> })}
        </h2>
        <p className="text-fg-muted">
          {fillPlaceholders(text(lead), {
            email: (
              <bdi dir="ltr" className="break-all">
                {email}
              </bdi>
            ),
          })}
        </p>
      </div>
      {children}
    </section>
  );
}

/** The link is unusable: said in both languages, since the page cannot know which one its reader expects. */
export function SpentLink({ title, lead }: { title: Bilingual; lead: (language: Language) => string }) {
  const language = useRenderLanguage();
  const line = (lang: Language, className?: string) => (
    <div lang={LANGUAGE_SETTINGS[lang].locale} dir={LANGUAGE_SETTINGS[lang].dir} className={className}>
      <p className="font-semibold">{pick(title, lang)}</p>
      <p className="mt-1">{lead(lang)}</p>
    </div>
  );
  return (
    <Alert tone="danger">
      {line(language)}
      {line(otherLanguage(language), 'mt-4 border-t border-danger/30 pt-4')}
    </Alert>
  );
}

/** The link could not be read (no answer, or the server's error): asking again is safe. */
export function ReadFailed({ title, error, onRetry }: { title: Bilingual; error: ApiError; onRetry: () => void }) {
  const text = useText();
  return (
    <LoadFailed title={text(title)} retryLabel={text(actions.tryAgain)} onRetry={onRetry}>
      {text(error.kind === 'network' ? requestFailures.network : requestFailures.server)}
    </LoadFailed>
  );
}

/** How reading a link can end without its owner. */
type ReadEnd = { kind: 'invalid' } | { kind: 'failed'; error: ApiError };
/** A link's page before it knows whose the link is. */
export type ReadingPhase = { kind: 'reading' } | ReadEnd;

export const isReading = (phase: { kind: string }): phase is ReadingPhase =>
  phase.kind === 'reading' || phase.kind === 'invalid' || phase.kind === 'failed';

interface LinkReadingProps {
  /** Null: the page was opened without a link. */
  token: string | null;
  phase: ReadingPhase | { kind: string };
  wording: { invalid: Bilingual; reading: Bilingual; readFailed: Bilingual };
  invalidLead: (language: Language) => string;
  onRetry: () => void;
}

/** What a link's page shows until the link is read: spent (or missing), being read, or not read. */
export function LinkReading({ token, phase, wording, invalidLead, onRetry }: LinkReadingProps) {
  if (!token || !isReading(phase) || phase.kind === 'invalid')
    return <SpentLink title={wording.invalid} lead={invalidLead} />;
  if (phase.kind === 'reading') return <Spinner label={wording.reading} showLabel />;
  return <ReadFailed title={wording.readFailed} error={phase.error} onRetry={onRetry} />;
}

/**
 * Holds the page's token in this tab, and reads whose the link is while `reading`: the owner's
 * language becomes the page's (`toPhase` says where the page goes next); a spent link is forgotten
 * at once, any other failure can be asked again (the function it answers reads the link again).
 */
export function useReadLink<Owner extends { language: Language }, Phase>(
  link: OneTimeLink<Owner>,
  token: string | null,
  reading: boolean,
  setPhase: (phase: NoInfer<Phase> | ReadingPhase) => void,
  toPhase: (owner: Owner) => Phase,
) {
  useEffect(() => {
    if (token) link.hold(token);
  }, [link, token]);

  useEffect(() => {
    if (!token || !reading) return;
    let current = true;
    link.read(token).then(
      (owner) => {
        if (!current) return;
        useLanguageStore.getState().choose(owner.language);
        setPhase(toPhase(owner));
      },
      (error: unknown) => {
        if (!current) return;
        const failed = toApiError(error);
        if (link.isSpent(failed)) link.forget();
        setPhase(link.isSpent(failed) ? { kind: 'invalid' } : { kind: 'failed', error: failed });
      },
    );
    return () => {
      current = false;
    };
  }, [link, token, reading, setPhase, toPhase]);

  return () => setPhase({ kind: 'reading' });
}

/** Sending the password with the token: a spent link leaves the step, any other failure stays on it. */
export function useLinkPassword<Owner>(
  link: OneTimeLink<Owner>,
  token: string,
  onAccepted: () => void,
  onSpent: () => void,
) {
  const send = useCallback(
    async (password: string) => {
      try {
        await link.accept(token, password);
      } catch (error) {
        const failed = toApiError(error);
        if (link.isSpent(failed)) {
          onSpent();
          return;
        }
        throw failed;
      }
      onAccepted();
    },
    [link, token, onAccepted, onSpent],
  );
  return useSubmit(send, toApiError);
}

interface LinkPasswordFormProps {
  /** The step's heading, where it has one. */
  title?: string;
  /** The account's address, hidden, for password managers: which account the password belongs to. */
  email: string;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The failure's title and words, shown above the fields. */
  failure: { title: string; message: string } | null;
  submitLabel: string;
  /** The password fields. */
  children: ReactNode;
}

/** A link's password step: its fields, the failure above them, and the button. */
export function LinkPasswordForm(props: LinkPasswordFormProps) {
  const { title, email, pending, onSubmit, failure, submitLabel, children } = props;
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex min-w-0 flex-col gap-5">
      {title && <h3 className="text-lg font-semibold text-fg">{title}</h3>}
      {failure && (
        <Alert tone="danger" title={failure.title}>
          {failure.message}
        </Alert>
      )}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {children}
      <Button type="submit" colour="brand" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
