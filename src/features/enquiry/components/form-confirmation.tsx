import { useEffect, useRef, type ReactNode } from 'react';
import CircleCheck from 'lucide-react/icons/circle-check';
import { Icon } from '@/components/ui/icon';
import { CentrePhoneLink } from '@/components/sections/centre-phone-link';
import { useText } from '@/i18n/use-text';
import { formWording } from '../content/form-wording';
import { referenceKind } from '#contracts/reference';
import { BookCallNow } from './book-call-now';
import { WithdrawalCode } from './withdrawal-code';

/** Replaces a sent form: says it arrived and what happens next; its heading takes focus. */
interface FormConfirmationProps {
  title: string;
  /** The stored form's reference, for the visitor to quote; none when the server's answer had none. */
  reference?: string | null;
  /** Its withdrawal code, shown beside the reference this once; none when the answer had none. */
  withdrawalCode?: string | null;
  children: ReactNode;
}

export function FormConfirmation({ title, reference, withdrawalCode, children }: FormConfirmationProps) {
  const text = useText();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-success/30 bg-success-soft p-4 text-fg tablet:flex-row tablet:gap-4 tablet:p-8"
    >
      <Icon icon={CircleCheck} colour="success" size="lg" />
      <div className="flex min-w-0 flex-col gap-3">
        <h3
          ref={heading}
          tabIndex={-1}
          className="rounded-sm text-xl font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {title}
        </h3>
        {reference && (
          <p>
            {text(formWording.reference)}{' '}
            <bdi dir="ltr" className="whitespace-nowrap font-semibold">
              {reference}
            </bdi>
          </p>
        )}
        {reference && withdrawalCode && <WithdrawalCode reference={reference} code={withdrawalCode} />}
        {reference && withdrawalCode && referenceKind(reference) === 'enquiry' && (
          <BookCallNow reference={reference} code={withdrawalCode} />
        )}
        {children}
        <p>{text(formWording.confidential)}</p>
        <p>
          {text(formWording.sooner)} <CentrePhoneLink />
        </p>
      </div>
    </div>
  );
}
