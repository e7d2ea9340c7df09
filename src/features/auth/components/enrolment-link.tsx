import { useCallback, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ENROLMENT_LINK_HOURS, type EnrolmentLinkAnswer } from '#contracts/enrolment-link';
import { PASSWORD_LENGTH } from '#contracts/limits';
import { Alert } from '@/components/ui/alert';
import { TextInput } from '@/components/ui/text-input';
import { formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { pick } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import type { ApiError } from '@/lib/api-client';
import { enrolmentLink } from '../api/enrolment-link';
import { tokenFromHash } from '../api/link-token';
import { enrolmentLinkWording as wording } from '../content/enrolment-link-wording';
import { Enrolment } from './enrolment';
import {
  isReading,
  LinkGreeting,
  LinkPasswordForm,
  LinkReading,
  useLinkPassword,
  useReadLink,
  type ReadingPhase,
} from './link-steps';

/** Where the page is: reading the link, refused, failed to read, the password, or enrolment. */
type Phase =
  | ReadingPhase
  | { kind: 'password'; owner: EnrolmentLinkAnswer; restarted: boolean }
  | { kind: 'enrol'; owner: EnrolmentLinkAnswer };

/**
 * A one-time enrolment link's page (`/enrol#TOKEN`), after a reset of the second factor or for a
 * new account: the token leaves the address at once; the link greets its owner in the account's
 * language; the password proves it is them (the link alone opens nothing), then the sign-in's own
 * enrolment screen, and they are signed in. Enrolment started again goes back to the password:
 * the link works until the setup is done.
 */
export function EnrolmentLink() {
  // The router's address first: one's own reset navigates here with the link's fragment.
  const { hash } = useLocation();
  const [token] = useState(() =>
    typeof window === 'undefined' ? null : (tokenFromHash(hash) ?? enrolmentLink.token()),
  );
  const [phase, setPhase] = useState<Phase>({ kind: 'reading' });

  const retry = useReadLink(enrolmentLink, token, phase.kind === 'reading', setPhase, passwordPhase);

  const onInvalid = useCallback(() => {
    enrolmentLink.forget();
    setPhase({ kind: 'invalid' });
  }, []);
  const owner = phase.kind === 'password' || phase.kind === 'enrol' ? phase.owner : null;
  const onRestart = useCallback(() => {
    if (owner) setPhase({ kind: 'password', owner, restarted: true });
  }, [owner]);

  if (!token || isReading(phase))
    return <LinkReading token={token} phase={phase} wording={wording} invalidLead={invalidLead} onRetry={retry} />;
  switch (phase.kind) {
    case 'password':
      return (
        <PasswordStep
          token={token}
          owner={phase.owner}
          restarted={phase.restarted}
          onAccepted={() => setPhase({ kind: 'enrol', owner: phase.owner })}
          onInvalid={onInvalid}
        />
      );
    case 'enrol':
      // Done: the link is used up on the server, and nothing is left to keep here.
      return <Enrolment onRestart={onRestart} />;
  }
}

interface PasswordStepProps {
  token: string;
  owner: EnrolmentLinkAnswer;
  restarted: boolean;
  onAccepted: () => void;
  onInvalid: () => void;
}

/** "Hello, Mona": whose account, then the password. */
function PasswordStep({ token, owner, restarted, onAccepted, onInvalid }: PasswordStepProps) {
  const text = useText();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const { pending, error, submit } = useLinkPassword(enrolmentLink, token, onAccepted, onInvalid);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(password === '');
    if (password === '') {
      event.currentTarget.querySelector<HTMLInputElement>('[name="password"]')?.focus();
      return;
    }
    void submit(password);
  };

  return (
    <LinkGreeting heading={wording.greeting} lead={wording.lead} name={owner.name} email={owner.email}>
      {restarted && <Alert tone="warning">{text(wording.restarted)}</Alert>}
      <LinkPasswordForm
        email={owner.email}
        pending={pending}
        onSubmit={onSubmit}
        failure={error && { title: text(wording.failureTitle), message: text(failure(error)) }}
        submitLabel={text(pending ? wording.sending : wording.submit)}
      >
        <TextInput
          name="password"
          type="password"
          label={text(wording.password)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          valid={!missing}
          errorMessage={missing ? text(wording.passwordRequired) : undefined}
          autoComplete="current-password"
          dir="ltr"
          maxLength={PASSWORD_LENGTH.max}
          required
        />
      </LinkPasswordForm>
    </LinkGreeting>
  );
}

/** Why the password step failed, in words. */
function failure({ kind, status }: ApiError) {
  if (kind === 'http' && status === 401) return wording.wrongPassword;
  if (kind === 'http' && status === 429) return wording.tooMany;
  if (kind === 'network') return wording.network;
  return wording.server;
}

/** Once the link is read (its owner's language is the page's from then on): the password. */
const passwordPhase = (owner: EnrolmentLinkAnswer): Phase => ({ kind: 'password', owner, restarted: false });

/** How long a link lasts, in the reader's digits. */
function invalidLead(language: Language) {
  return pick(wording.invalidLead, language).replace('{hours}', formatNumber(ENROLMENT_LINK_HOURS, language));
}
