import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CentrePhoneLink } from '@/components/sections/centre-phone-link';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { actions } from '@/content/action-wording';
import { formWording } from '../content/form-wording';
import type { FailureKind, FormStatus } from '../hooks/use-form-controller';

interface SendControlsProps {
  status: FormStatus;
  failure: FailureKind | null;
  /** When a rate-limited send may be tried again. */
  retryAt?: Date | null;
  label: Bilingual;
  sendingStatus: Bilingual;
  failureTitle: Bilingual;
  onRetry: () => void;
}

/** What went wrong (with "Try again"), the submit button with its progress, and the announcement while sending. */
export function SendControls({
  status,
  failure,
  retryAt,
  label,
  sendingStatus,
  failureTitle,
  onRetry,
}: SendControlsProps) {
  const text = useText();
  const language = useRenderLanguage();
  const sending = status === 'sending';
  return (
    <div className="flex flex-col gap-4">
      {status === 'error' && failure && (
        <Alert
          tone="danger"
          title={text(failureTitle)}
          actions={
            <Button colour="danger" size="sm" onClick={onRetry}>
              {text(actions.tryAgain)}
            </Button>
          }
        >
          <p>
            {text(formWording.failure[failure])}
            {retryAt && ` ${formWording.tryAgainAt[language](retryAt)}`}
          </p>
          <p className="mt-1">
            {text(formWording.failure.callUs)} <CentrePhoneLink />.
          </p>
        </Alert>
      )}
      <div>
        {/* aria-disabled, not disabled: the button keeps focus while sending, and the form's guard refuses a second send. */}
        <Button type="submit" colour="cta" size="lg" aria-disabled={sending || undefined}>
          {sending && (
            <svg
              viewBox="0 0 24 24"
              fill="none"
              aria-hidden="true"
              className="size-5 animate-spin motion-reduce:animate-none"
            >
              <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" className="opacity-30" />
              <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
          )}
          {text(sending ? formWording.sending : label)}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {sending ? text(sendingStatus) : ''}
      </p>
    </div>
  );
}
