import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useText } from '@/i18n/use-text';
import { secondFactorWording as wording } from '../content/second-factor-wording';
import { CodeStep } from './code-step';
import { LoginForm } from './login-form';

/**
 * Sign-in, step by step: the password, then the authenticator's code. (Enrolment is reached only
 * from an invitation or a one-time enrolment link.) A pending sign-in that timed out comes back to
 * the password, and says why.
 */
export function SignIn() {
  const text = useText();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [timedOut, setTimedOut] = useState(false);
  const onSecondFactor = useCallback(() => {
    setTimedOut(false);
    setStep('code');
  }, []);
  const restart = useCallback((expired: boolean) => {
    setTimedOut(expired);
    setStep('password');
  }, []);

  if (step === 'code') return <CodeStep onRestart={restart} />;
  return (
    <div className="flex flex-col gap-5">
      {timedOut && <Alert tone="warning">{text(wording.expired)}</Alert>}
      <LoginForm onSecondFactor={onSecondFactor} />
    </div>
  );
}
