import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ReferenceCodeFields } from '@/components/ui/reference-code-fields';
import { useHydrated } from '@/hooks/use-hydrated';
import { useReferenceCode } from '@/hooks/use-reference-code';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { isApiError } from '@/lib/api-client';
import type { ReferenceKind } from '#contracts/reference';
import type { HeldAnswer, WithdrawalRequest } from '#contracts/withdrawal';
import { confirmWithdrawal, fetchHeld, NothingFound, RateLimited } from '../api/withdrawal';
import { formWording } from '../content/form-wording';
import { withdrawalWording as wording } from '../content/withdrawal-wording';
import { FamilyRequest } from './family-request';
import { HeldAnswerView } from './held-answer';

const FIELD_IDS = { reference: 'withdraw-reference', code: 'withdraw-code' };

/** Why the last call failed. */
type Failure = { kind: 'nothingFound' } | { kind: 'limited'; retryAt: Date } | { kind: 'network' } | { kind: 'server' };

/** Where the family is: typing, looking at what is held (and perhaps confirming), or done. */
type Phase =
  | { step: 'form' }
  | {
      step: 'held';
      answer: HeldAnswer;
      request: WithdrawalRequest;
      confirming: boolean;
      /** Back from the confirm step: the withdraw button takes focus again. */
      back: boolean;
    }
  | { step: 'done'; kind: ReferenceKind };

/**
 * Focus follows each step: an element given this ref takes focus as it appears (the result's
 * heading, the confirm step's question, the withdraw button again after "No, keep it").
 */
const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};

function failureOf(error: unknown): Failure {
  if (error instanceof NothingFound) return { kind: 'nothingFound' };
  if (error instanceof RateLimited) return { kind: 'limited', retryAt: error.retryAt };
  return isApiError(error) && error.kind === 'network' ? { kind: 'network' } : { kind: 'server' };
}

const focusRing =
  'rounded-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * The family's own enquiry, by reference and withdrawal code: see what the centre holds and where
 * it stands, then withdraw it for good after a confirm step, or make a request about it (a copy, a
 * correction…). Nothing of the answer is stored, here or in the browser; it leaves the screen once withdrawn. The page is prerendered: the fields wait
 * for the script before they take typing.
 */
export function WithdrawEnquiry() {
  const text = useText();
  const language = useRenderLanguage();
  const hydrated = useHydrated();
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState<'looking' | 'withdrawing' | null>(null);
  const inFlight = useRef(false);

  // A change to either field makes what is shown stale: it leaves the screen.
  const { fields, check, clear } = useReferenceCode(FIELD_IDS, () => {
    setFailure(null);
    if (phase.step !== 'form') setPhase({ step: 'form' });
  });

  const run = async (kind: 'looking' | 'withdrawing', call: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(kind);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = check();
    if (!request) return;
    void run('looking', async () => {
      setPhase({ step: 'form' });
      const answer = await fetchHeld(request);
      setPhase({ step: 'held', answer, request, confirming: false, back: false });
    });
  };

  const confirming = (on: boolean) => {
    if (phase.step !== 'held') return;
    setFailure(null);
    setPhase({ ...phase, confirming: on, back: !on });
  };

  const withdraw = () => {
    if (phase.step !== 'held') return;
    const { request, answer } = phase;
    void run('withdrawing', async () => {
      try {
        await confirmWithdrawal(request);
      } catch (error) {
        // Gone already (withdrawn in another tab, say): what is on screen is no longer held.
        if (error instanceof NothingFound) setPhase({ step: 'form' });
        throw error;
      }
      clear();
      setPhase({ step: 'done', kind: answer.kind });
    });
  };

  const failureAlert = failure && (
    <Alert tone="danger">
      <p>
        {failure.kind === 'nothingFound' && text(wording.nothingFound)}
        {failure.kind === 'limited' && `${text(wording.limited)} ${formWording.tryAgainAt[language](failure.retryAt)}`}
        {failure.kind === 'network' && text(formWording.failure.network)}
        {failure.kind === 'server' && text(formWording.failure.server)}
      </p>
    </Alert>
  );

  return (
    <div className="flex flex-col gap-10">
      <form noValidate onSubmit={onSubmit} aria-busy={pending === 'looking'} aria-labelledby="withdraw-form-title">
        <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-6">
          <h2 id="withdraw-form-title" className="text-xl font-semibold text-fg">
            {text(wording.formTitle)}
          </h2>
          <ReferenceCodeFields {...fields} />
          {phase.step !== 'held' && failureAlert}
          <div>
            <Button type="submit" colour="cta" aria-disabled={pending !== null || undefined}>
              {text(pending === 'looking' ? wording.looking : wording.show)}
            </Button>
          </div>
        </fieldset>
      </form>

      {phase.step === 'held' && (
        <HeldAnswerView answer={phase.answer} headingRef={focusOnMount}>
          {phase.confirming ? (
            <div
              role="group"
              aria-labelledby="withdraw-confirm-title"
              className="flex flex-col gap-4 rounded-2xl border border-danger/30 bg-danger-soft p-6"
            >
              <h3
                id="withdraw-confirm-title"
                ref={focusOnMount}
                tabIndex={-1}
                className={`${focusRing} text-lg font-semibold text-fg`}
              >
                {text(wording.confirm.title[phase.answer.kind])}
              </h3>
              <p className="text-fg">{text(wording.confirm.text[phase.answer.kind])}</p>
              {failureAlert}
              <div className="flex flex-wrap gap-3">
                <Button colour="danger" onClick={withdraw} aria-disabled={pending !== null || undefined}>
                  {text(pending === 'withdrawing' ? wording.confirm.withdrawing : wording.confirm.yes)}
                </Button>
                <Button colour="outlined" onClick={() => confirming(false)} disabled={pending !== null}>
                  {text(wording.confirm.no)}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              {failureAlert}
              <div>
                <Button ref={phase.back ? focusOnMount : undefined} colour="danger" onClick={() => confirming(true)}>
                  {text(wording.withdraw)}
                </Button>
              </div>
              <FamilyRequest request={phase.request} />
            </div>
          )}
        </HeldAnswerView>
      )}

      {phase.step === 'done' && (
        <section
          aria-labelledby="withdraw-done-title"
          className="flex flex-col gap-3 rounded-2xl border border-success/30 bg-success-soft p-6 text-fg"
        >
          <h2
            id="withdraw-done-title"
            ref={focusOnMount}
            tabIndex={-1}
            className={`${focusRing} text-xl font-semibold`}
          >
            {text(wording.done.title[phase.kind])}
          </h2>
          <p>{text(wording.done.text)}</p>
        </section>
      )}

      {/* Says what the buttons started, for screen readers; the results announce themselves by taking focus. */}
      <p aria-live="polite" className="sr-only">
        {pending === 'looking' && text(wording.looking)}
        {pending === 'withdrawing' && text(wording.confirm.withdrawing)}
      </p>
    </div>
  );
}
