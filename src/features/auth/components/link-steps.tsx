import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadFailed } from '@/components/ui/load-states';
import { requestFailures } from '@/content/request-failures';
import { actions } from '@/content/action-wording';
import { useSubmit } from '@/hooks/use-submit';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { useRenderLanguage } from '@/i18n/language-context';
import { LANGUAGE_SETTINGS, otherLanguage, type Language } from '@/i18n/languages';
import { pick, type Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import type { ApiError } from '@/lib/api-client';
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

interface LinkPasswordOptions {
  /** Sends the password with the token. */
  accept: (password: string) => Promise<unknown>;
  /** The server's answer when the link stopped being valid meanwhile. */
  isSpent: (error: ApiError) => boolean;
  onAccepted: () => void;
  onSpent: () => void;
}

/** Sending the password with the token: a spent link leaves the step, any other failure stays on it. */
export function useLinkPassword({ accept, isSpent, onAccepted, onSpent }: LinkPasswordOptions) {
  const send = useCallback(
    async (password: string) => {
      try {
        await accept(password);
      } catch (error) {
        const failed = toApiError(error);
        if (isSpent(failed)) {
          onSpent();
          return;
        }
        throw failed;
      }
      onAccepted();
    },
    [accept, isSpent, onAccepted, onSpent],
  );
  return useSubmit(send, toApiError);
}
