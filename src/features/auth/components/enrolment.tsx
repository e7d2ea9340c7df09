import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useText } from '@/i18n/use-text';
import type { ApiError } from '@/lib/api-client';
import type { User } from '@/stores/use-user-store';
import type { EnrolmentAnswer } from '#contracts/auth';
import { useCompleteSignIn } from '../api/complete-sign-in';
import { toApiError } from '../api/login';
import { confirmEnrolment, isSignInExpired, startEnrolment } from '../api/second-factor';
import { loginWording } from '../content/login-wording';
import { secondFactorWording as wording } from '../content/second-factor-wording';
import { CodeForm } from './code-form';
import { CopyButton } from './copy-button';
import { QrCode } from './qr-code';
import { StepSection } from './step-section';

/** The base32 key in groups of four, as authenticator apps show it and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * First sign-in: the QR code and the key to type instead, a first code to confirm, then the
 * recovery codes, shown once. The session began at the confirmation; the app switches to the
 * logged-in layout only when "I have saved them" is pressed. Its own chunk: few visits need it.
 * The sign-in page and the invitation's page (a new member's first sign-in) both use it.
 */
export function Enrolment({ onRestart }: { onRestart: (timedOut: boolean) => void }) {
  const text = useText();
  const [attempt, setAttempt] = useState(0);
  const [offer, setOffer] = useState<EnrolmentAnswer | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [enrolled, setEnrolled] = useState<{ user: User; recoveryCodes: string[] } | null>(null);
  const onExpired = useCallback(() => onRestart(true), [onRestart]);
  const confirm = useCallback(async (code: string) => setEnrolled(await confirmEnrolment(code)), []);
  const complete = useCompleteSignIn();

  useEffect(() => {
    let current = true;
    startEnrolment().then(
      (answer) => current && setOffer(answer),
      (error: unknown) => {
        if (!current) return;
        const failed = toApiError(error);
        if (isSignInExpired(failed)) onExpired();
        else setFailure(failed);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, onExpired]);

  if (enrolled) return <RecoveryCodes codes={enrolled.recoveryCodes} onDone={() => complete(enrolled.user)} />;

  return (
    <StepSection title={text(wording.enrolTitle)} lead={text(wording.enrolLead)}>
      {failure ? (
        <Alert
          tone="danger"
          title={text(wording.prepareFailed)}
          actions={
            <Button
              type="button"
              size="sm"
              onClick={() => {
                setFailure(null);
                setAttempt(attempt + 1);
              }}
            >
              {text(wording.tryAgain)}
            </Button>
          }
        >
          {text(failure.kind === 'network' ? loginWording.failure.network : loginWording.failure.server)}
        </Alert>
      ) : !offer ? (
        <Spinner label={wording.preparing} showLabel />
      ) : (
        <>
          <p>{text(wording.scan)}</p>
          <QrCode modules={offer.qr} label={text(wording.qrLabel)} />
          {/* On the phone that holds the app, the QR code cannot be scanned: the app opens from this link instead. */}
          {/* The schema lets through only an otpauth:// address, which the kit's links (web, mail, phone) refuse. */}
          <a href={offer.uri} className={buttonVariants({ colour: 'outlined', className: 'self-start laptop:hidden' })}>
            {text(wording.openInApp)}
          </a>
          <div className="flex flex-col gap-2">
            <p>{text(wording.manual)}</p>
            <code dir="ltr" className="break-words text-start font-mono text-lg tracking-wider text-fg">
              {grouped(offer.secret)}
            </code>
            <CopyButton value={offer.secret} label={wording.copyKey} />
          </div>
          <p>{text(wording.confirmLead)}</p>
          <CodeForm kind="code" send={confirm} submitLabel={wording.confirm} onExpired={onExpired} />
        </>
      )}
      <Button type="button" colour="ghost" size="sm" className="self-start" onClick={() => onRestart(false)}>
        {text(wording.startAgain)}
      </Button>
    </StepSection>
  );
}

/** The recovery codes, shown this once; focus moves to their heading so a screen reader starts there. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = useText();

  return (
    <StepSection title={text(wording.recoveryTitle)} lead={text(wording.recoveryCodesLead)} focusHeading>
      <ul
        aria-label={text(wording.recoveryCodesLabel)}
        dir="ltr"
        className="grid grid-cols-[repeat(auto-fill,minmax(15ch,1fr))] gap-x-6 gap-y-2 rounded-xl border border-line bg-surface-sunken p-4 font-mono text-fg"
      >
        {codes.map((code) => (
          // Whole codes only: as many columns as fit, never a code broken over two lines.
          <li key={code} className="whitespace-nowrap">
            {code}
          </li>
        ))}
      </ul>
      <CopyButton value={codes.join('\n')} label={wording.copyCodes} />
      <Button type="button" colour="brand" onClick={onDone}>
        {text(wording.saved)}
      </Button>
    </StepSection>
  );
}
