import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { JoinAnswer } from '#contracts/accounts';
import { paths } from '#contracts/routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Language } from '@/i18n/languages';
import { pick } from '@/i18n/text';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { useText } from '@/i18n/use-text';
import { useUserStore } from '@/stores/use-user-store';
import { invitationLink } from '../api/join';
import { logout } from '../api/logout';
import { joinWording as wording } from '../content/join-wording';
import { Enrolment } from './enrolment';
import { JoinPasswordForm } from './join-password-form';
import { LinkGreeting, isReading, LinkReading, useReadLink, type ReadingPhase } from './link-steps';

/** Where the page is: reading the invitation, refused, failed to read, the password, enrolment, or finishing at /login. */
type Phase = ReadingPhase | { kind: 'password'; invitation: JoinAnswer } | { kind: 'enrol' } | { kind: 'finish' };

/**
 * An invitation's page (`/join#TOKEN`): the token leaves the address at once; the invitation greets
 * the new member in its language; a password, then the second factor's enrolment (the sign-in's own
 * screen), and they are signed in on /protected. Someone already signed in on this device is told
 * so and offered to log out first: an invitation never replaces a session silently.
 */
export function Join() {
  const [token] = useState(() => (typeof window === 'undefined' ? null : invitationLink.token()));
  const [phase, setPhase] = useState<Phase>({ kind: 'reading' });
  const signedIn = useUserStore((state) => state.user !== null);
  const blocked = signedIn && phase.kind !== 'enrol';

  const retry = useReadLink(invitationLink, token, !blocked && phase.kind === 'reading', setPhase, passwordPhase);

  const onAccepted = useCallback(() => {
    // Used: nothing left to keep.
    invitationLink.forget();
    setPhase({ kind: 'enrol' });
  }, []);
  const onInvalid = useCallback(() => {
    invitationLink.forget();
    setPhase({ kind: 'invalid' });
  }, []);
  const onRestart = useCallback(() => setPhase({ kind: 'finish' }), []);

  if (blocked) return <SignedInElsewhere />;
  if (!token || isReading(phase))
    return <LinkReading token={token} phase={phase} wording={wording} invalidLead={invalidLead} onRetry={retry} />;
  switch (phase.kind) {
    case 'password':
      return (
        <LinkGreeting
          heading={wording.welcome}
          lead={wording.welcomeLead}
          name={phase.invitation.name}
          email={phase.invitation.email}
        >
          <JoinPasswordForm token={token} invitation={phase.invitation} onAccepted={onAccepted} onInvalid={onInvalid} />
        </LinkGreeting>
      );
    case 'enrol':
      return <Enrolment onRestart={onRestart} />;
    case 'finish':
      return <FinishAtLogin />;
  }
}

/** Once the invitation is read (its language is the page's from then on): the password. */
const passwordPhase = (invitation: JoinAnswer): Phase => ({ kind: 'password', invitation });

const invalidLead = (language: Language) => pick(wording.invalidLead, language);

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
