import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { JoinAnswer } from '#contracts/accounts';
import { paths } from '#contracts/routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { useRenderLanguage } from '@/i18n/language-context';
import { LANGUAGE_SETTINGS, otherLanguage, type Language } from '@/i18n/languages';
import { pick } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import type { ApiError } from '@/lib/api-client';
import { useLanguageStore } from '@/stores/use-language-store';
import { useUserStore } from '@/stores/use-user-store';
import { forgetToken, holdToken, invitationToken, isInvitationInvalid, readInvitation } from '../api/join';
import { toApiError } from '../api/login';
import { logout } from '../api/logout';
import { joinWording as wording } from '../content/join-wording';
import { Enrolment } from './enrolment';
import { JoinPasswordForm } from './join-password-form';

/** Where the page is: reading the invitation, refused, failed to read, the password, enrolment, or finishing at /login. */
type Phase =
  | { kind: 'reading' }
  | { kind: 'invalid' }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'password'; invitation: JoinAnswer }
  | { kind: 'enrol' }
  | { kind: 'finish' };

/**
 * An invitation's page (`/join#TOKEN`): the token leaves the address at once; the invitation greets
 * the new member in its language; a password, then the second factor's enrolment (the sign-in's own
 * screen), and they are signed in on /protected. Someone already signed in on this device is told
 * so and offered to log out first: an invitation never replaces a session silently.
 */
export function Join() {
  const [token] = useState(() => (typeof window === 'undefined' ? null : invitationToken()));
  const [phase, setPhase] = useState<Phase>({ kind: 'reading' });
  const signedIn = useUserStore((state) => state.user !== null);
  const blocked = signedIn && phase.kind !== 'enrol';

  useEffect(() => {
    if (token) holdToken(token);
  }, [token]);

  useEffect(() => {
    if (blocked || !token || phase.kind !== 'reading') return;
    let current = true;
    readInvitation(token).then(
      (invitation) => {
        if (!current) return;
        // The new member's own language from here on, on this device too.
        useLanguageStore.getState().choose(invitation.language);
        setPhase({ kind: 'password', invitation });
      },
      (error: unknown) => {
        if (!current) return;
        const failed = toApiError(error);
        if (isInvitationInvalid(failed)) forgetToken();
        setPhase(isInvitationInvalid(failed) ? { kind: 'invalid' } : { kind: 'failed', error: failed });
      },
    );
    return () => {
      current = false;
    };
  }, [blocked, token, phase.kind]);

  const onAccepted = useCallback(() => {
    // Used: nothing left to keep.
    forgetToken();
    setPhase({ kind: 'enrol' });
  }, []);
  const onInvalid = useCallback(() => {
    forgetToken();
    setPhase({ kind: 'invalid' });
  }, []);
  const onRestart = useCallback(() => setPhase({ kind: 'finish' }), []);

  if (blocked) return <SignedInElsewhere />;
  if (!token || phase.kind === 'invalid') return <InvalidInvitation />;
  switch (phase.kind) {
    case 'reading':
      return <Spinner label={wording.reading} showLabel />;
    case 'failed':
      return <ReadFailed error={phase.error} onRetry={() => setPhase({ kind: 'reading' })} />;
    case 'password':
      return (
        <Welcome invitation={phase.invitation}>
          <JoinPasswordForm token={token} invitation={phase.invitation} onAccepted={onAccepted} onInvalid={onInvalid} />
        </Welcome>
      );
    case 'enrol':
      return <Enrolment onRestart={onRestart} />;
    case 'finish':
      return <FinishAtLogin />;
  }
}

/** "Welcome, Mona", in the invitation's language, focused when it appears so a screen reader starts there. */
function Welcome({ invitation, children }: { invitation: JoinAnswer; children: ReactNode }) {
  const text = useText();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-fg focus:outline-none">
          {fillPlaceholders(text(wording.welcome), { name: <bdi>{invitation.name}</bdi> })}
        </h2>
        <p className="text-fg-muted">
          {fillPlaceholders(text(wording.welcomeLead), {
            email: (
              <bdi dir="ltr" className="break-all">
                {invitation.email}
              </bdi>
            ),
          })}
        </p>
      </div>
      {children}
    </section>
  );
}

/** The invitation is unusable: said in both languages, since the page cannot know which one its reader expects. */
function InvalidInvitation() {
  const language = useRenderLanguage();
  const other = otherLanguage(language);
  const line = (lang: Language, className?: string) => (
    <div lang={LANGUAGE_SETTINGS[lang].locale} dir={LANGUAGE_SETTINGS[lang].dir} className={className}>
      <p className="font-semibold">{pick(wording.invalid, lang)}</p>
      <p className="mt-1">{pick(wording.invalidLead, lang)}</p>
    </div>
  );
  return (
    <Alert tone="danger">
      {line(language)}
      {line(other, 'mt-4 border-t border-danger/30 pt-4')}
    </Alert>
  );
}

function ReadFailed({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const text = useText();
  return (
    <Alert
      tone="danger"
      title={text(wording.readFailed)}
      actions={
        <Button type="button" size="sm" onClick={onRetry}>
          {text(wording.tryAgain)}
        </Button>
      }
    >
      {text(error.kind === 'network' ? wording.network : wording.server)}
    </Alert>
  );
}

/** The enrolment timed out (or was started again): the password is saved; an enrolment link from an admin finishes the setup. */
function FinishAtLogin() {
  const text = useText();
  return <Alert tone="warning">{text(wording.finishAtLogin)}</Alert>;
}

/** Someone is signed in here: log them out first (the page then carries on with the invitation), or go back. */
function SignedInElsewhere() {
  const text = useText();
  const name = useUserStore((state) => state.user?.name ?? state.user?.email ?? '');
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  return (
    <Alert
      tone="warning"
      actions={
        <>
          <Button
            type="button"
            colour="brand"
            size="sm"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout(queryClient);
            }}
          >
            {text(leaving ? wording.loggingOut : wording.logOut)}
          </Button>
          <Button to={paths.protected} colour="ghost" size="sm">
            {text(wording.backToStaffArea)}
          </Button>
        </>
      }
    >
      <p className="font-semibold">{fillPlaceholders(text(wording.signedInAs), { name: <bdi>{name}</bdi> })}</p>
      <p className="mt-1">{text(wording.signedInLead)}</p>
    </Alert>
  );
}
