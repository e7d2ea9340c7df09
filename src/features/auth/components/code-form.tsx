import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CODE_MAX_LENGTH, isRecoveryCode, isTotpCode, normaliseCode } from '#contracts/second-factor';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { useSubmit } from '@/hooks/use-submit';
import type { Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import type { ApiError } from '@/lib/api-client';
import { toApiError } from '../api/login';
import { isSignInExpired } from '../api/second-factor';
import { loginWording } from '../content/login-wording';
import { secondFactorWording as wording } from '../content/second-factor-wording';

/** `code`: the authenticator's six digits; `recovery`: a recovery code. */
export type CodeKind = 'code' | 'recovery';

type Problem = keyof typeof wording.problems;

/** Arabic-Indic digits, spaces and dashes are fine: the code is checked as the server reads it. */
function check(kind: CodeKind, value: string): Problem | null {
  const code = normaliseCode(value);
  if (kind === 'code') return isTotpCode(code) ? null : 'code-format';
  return isRecoveryCode(code) ? null : 'recovery-format';
}

/** Why the code was refused, in words a visitor understands. */
function failure({ kind, status }: ApiError) {
  if (kind === 'http' && status === 401) return wording.invalidCode;
  if (kind === 'http' && status === 429) return loginWording.failure.tooMany;
  if (kind === 'network') return loginWording.failure.network;
  return loginWording.failure.server;
}

interface CodeFormProps {
  kind: CodeKind;
  /** Sends the code as typed (the server normalises it); keep it stable. */
  send: (code: string) => Promise<unknown>;
  submitLabel: Bilingual;
  /** The pending sign-in is over: back to the password. */
  onExpired: () => void;
}

/**
 * One code field: focused when it appears, checked on submit, refusals announced. For the
 * authenticator's code the phone's keypad and the one-time-code autofill; for a recovery code a
 * plain text keyboard.
 */
export function CodeForm({ kind, send, submitLabel, onExpired }: CodeFormProps) {
  const text = useText();
  const { pending, error, submit } = useSubmit(send, toApiError);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);
  const expired = error !== null && isSignInExpired(error);
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(kind, value);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    void submit(value);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex min-w-0 flex-col gap-5">
      {error && !expired && (
        <Alert tone="danger" title={text(wording.failureTitle)}>
          {text(failure(error))}
        </Alert>
      )}
      <TextInput
        ref={input}
        name="code"
        label={text(kind === 'code' ? wording.codeLabel : wording.recoveryLabel)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        valid={!problem}
        errorMessage={problem ? text(wording.problems[problem]) : undefined}
        required
        dir="ltr"
        maxLength={CODE_MAX_LENGTH}
        spellCheck={false}
        {...(kind === 'code'
          ? { autoComplete: 'one-time-code', inputMode: 'numeric' as const }
          : { autoComplete: 'off', autoCapitalize: 'characters' })}
      />
      <Button type="submit" colour="brand" disabled={pending}>
        {text(pending ? wording.verifying : submitLabel)}
      </Button>
    </form>
  );
}
