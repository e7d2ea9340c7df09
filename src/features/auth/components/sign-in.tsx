import { lazy, Suspense, useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useText } from '@/i18n/use-text';
import type { SecondFactorStep } from '#contracts/auth';
import { secondFactorWording as wording } from '../content/second-factor-wording';
import { CodeStep } from './code-step';
import { LoginForm } from './login-form';

// Only a first sign-in enrols: its screen is a chunk of its own, out of /login's.
const Enrolment = lazy(() => import('./enrolment').then((module) => ({ default: module.Enrolment })));

/**
 * Sign-in, step by step: the password, then the authenticator's code (or enrolment at the first
 * sign-in). A pending sign-in that timed out comes back to the password, and says why.
 */
export function SignIn() {
  const text = useText();
  const [step, setStep] = useState<'password' | SecondFactorStep>('password');
  const [timedOut, setTimedOut] = useState(false);
  const onSecondFactor = useCallback((next: SecondFactorStep) => {
    setTimedOut(false);
    setStep(next);
  }, []);
  const restart = useCallback((expired: boolean) => {
    setTimedOut(expired);
    setStep('password');
  }, []);

  if (step === 'code') return <CodeStep onRestart={restart} />;
  if (step === 'enrol')
    return (
      <Suspense fallback={<Spinner label={wording.preparing} showLabel />}>
        <Enrolment onRestart={restart} />
      </Suspense>
    );
  return (
    <div className="flex flex-col gap-5">
      {timedOut && <Alert tone="warning">{text(wording.expired)}</Alert>}
      <LoginForm onSecondFactor={onSecondFactor} />
    </div>
  );
}
