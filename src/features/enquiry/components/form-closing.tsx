import type { RefObject } from 'react';
import type { Bilingual } from '@/i18n/text';
import type { FailureKind, FormStatus } from '../hooks/use-form-controller';
import { ConsentField } from './consent-field';
import { HoneypotField } from './honeypot-field';
import { SendControls } from './send-controls';

interface FormClosingProps {
  /** Prefix of the form's field ids: `${idPrefix}-consent`, `${idPrefix}-website`. */
  idPrefix: string;
  consent: boolean;
  onConsentChange: (checked: boolean) => void;
  onConsentBlur: () => void;
  consentError?: string;
  honeypot: RefObject<HTMLInputElement | null>;
  status: FormStatus;
  failure: FailureKind | null;
  onRetry: () => void;
  wording: { submit: Bilingual; sendingStatus: Bilingual; failureTitle: Bilingual };
}

/** How both forms end: consent to the privacy policy, the hidden honeypot, and sending. */
export function FormClosing(props: FormClosingProps) {
  const { idPrefix, consent, onConsentChange, onConsentBlur, consentError, honeypot, wording } = props;
  return (
    <>
      <ConsentField
        id={`${idPrefix}-consent`}
        checked={consent}
        onChange={onConsentChange}
        onBlur={onConsentBlur}
        error={consentError}
      />
      <HoneypotField id={`${idPrefix}-website`} inputRef={honeypot} />
      <SendControls
        status={props.status}
        failure={props.failure}
        label={wording.submit}
        sendingStatus={wording.sendingStatus}
        failureTitle={wording.failureTitle}
        onRetry={props.onRetry}
      />
    </>
  );
}
