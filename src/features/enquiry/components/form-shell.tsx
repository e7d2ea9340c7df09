import type { FormEvent, ReactNode, RefObject } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { errorMessages, type ErrorCode } from '../content/error-messages';
import { formWording } from '../content/form-wording';
import type { FailureKind, FormStatus } from '../hooks/use-form-controller';
import { ConsentField } from './consent-field';
import { ErrorSummary } from './error-summary';
import { FormConfirmation } from './form-confirmation';
import { HoneypotField } from './honeypot-field';
import { SendControls } from './send-controls';

/** What the shell needs of a form's controller (`useFormController`) whose values hold `consent`. */
interface ShellForm {
  status: FormStatus;
  failure: FailureKind | null;
  retryAt: Date | null;
  reference: string | null;
  withdrawalCode: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  retry: () => void;
  honeypot: RefObject<HTMLInputElement | null>;
  summary: ReadonlyArray<{ field: string; code: ErrorCode }>;
  summaryRequest: number;
  values: { consent: boolean };
  setValue: (key: 'consent', value: boolean) => void;
  touch: (field: 'consent') => void;
  errorOf: (field: 'consent') => ErrorCode | undefined;
}

interface FormShellProps {
  /** Prefix of the form's field ids (`${idPrefix}-${field}`), which the error summary links to. */
  idPrefix: string;
  form: ShellForm;
  wording: {
    submit: Bilingual;
    sendingStatus: Bilingual;
    failureTitle: Bilingual;
    confirmation: { title: Bilingual };
  };
  /** What happens next, said in the confirmation once the form is sent. */
  next: Bilingual;
  /** More for the confirmation, after what happens next (already in the page's language). */
  confirmationDetails?: ReactNode;
  /** The form's own fields, between the required note and the consent. */
  children: ReactNode;
}

/** An error code's message in the page language (`undefined` for no error). */
export function useErrorText() {
  const text = useText();
  return (code: ErrorCode | undefined) => (code ? text(errorMessages[code]) : undefined);
}

/**
 * What both forms share around their fields: the error summary and the required note
 * above them; consent, the hidden honeypot and sending below them; and, once sent,
 * the confirmation in place of the form.
 */
export function FormShell({ idPrefix, form, wording, next, confirmationDetails, children }: FormShellProps) {
  const text = useText();
  const hydrated = useHydrated();
  const errorText = useErrorText();
  const fieldId = (field: string) => `${idPrefix}-${field}`;

  if (form.status === 'sent')
    return (
      <FormConfirmation
        title={text(wording.confirmation.title)}
        reference={form.reference}
        withdrawalCode={form.withdrawalCode}
      >
        <p>{text(next)}</p>
        {confirmationDetails}
      </FormConfirmation>
    );

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.status === 'sending'}>
      <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-6">
        {form.summary.length > 0 && (
          <ErrorSummary
            title={text(formWording.summaryTitle)}
            focusRequest={form.summaryRequest}
            items={form.summary.map(({ field, code }) => ({ id: fieldId(field), message: text(errorMessages[code]) }))}
          />
        )}
        <p className="text-sm text-fg-muted">{text(formWording.requiredNote)}</p>

        {children}

        <ConsentField
          id={fieldId('consent')}
          checked={form.values.consent}
          onChange={(checked) => form.setValue('consent', checked)}
          onBlur={() => form.touch('consent')}
          error={errorText(form.errorOf('consent'))}
        />
        <HoneypotField id={fieldId('website')} inputRef={form.honeypot} />
        <SendControls
          status={form.status}
          failure={form.failure}
          retryAt={form.retryAt}
          label={wording.submit}
          sendingStatus={wording.sendingStatus}
          failureTitle={wording.failureTitle}
          onRetry={form.retry}
        />
      </fieldset>
    </form>
  );
}
