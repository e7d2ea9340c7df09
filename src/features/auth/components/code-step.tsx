import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { useCompleteSignIn } from '../api/complete-sign-in';
import { sendCode } from '../api/second-factor';
import { secondFactorWording as wording } from '../content/second-factor-wording';
import { CodeForm, type CodeKind } from './code-form';
import { StepSection } from './step-section';

/**
 * The step after a right password: the authenticator's code, or a recovery code instead.
 * `onRestart(true)` when the pending sign-in timed out, `onRestart(false)` to start again by choice.
 */
export function CodeStep({ onRestart }: { onRestart: (timedOut: boolean) => void }) {
  const text = useText();
  const [kind, setKind] = useState<CodeKind>('code');
  const onExpired = useCallback(() => onRestart(true), [onRestart]);
  const complete = useCompleteSignIn();
  // A right code completes the sign-in: the user stored, the account's language, /protected.
  const signIn = useCallback(async (code: string) => complete(await sendCode(code)), [complete]);

  return (
    <StepSection title={text(wording.codeTitle)} lead={text(kind === 'code' ? wording.codeLead : wording.recoveryLead)}>
      {/* A new form per kind: the field, its problem and the last refusal start afresh. */}
      <CodeForm key={kind} kind={kind} send={signIn} submitLabel={wording.verify} onExpired={onExpired} />
      <div className="flex flex-wrap gap-3">
        <Button type="button" colour="ghost" size="sm" onClick={() => setKind(kind === 'code' ? 'recovery' : 'code')}>
          {text(kind === 'code' ? wording.useRecovery : wording.useApp)}
        </Button>
        <Button type="button" colour="ghost" size="sm" onClick={() => onRestart(false)}>
          {text(wording.startAgain)}
        </Button>
      </div>
    </StepSection>
  );
}
