import type { FormEvent } from 'react';
import { isEmail } from '#contracts/email';
import { LIMITS } from '#contracts/limits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { useCheckedFields } from '@/hooks/use-checked-fields';
import { useHydrated } from '@/hooks/use-hydrated';
import { useText } from '@/i18n/use-text';
import { errorCode, type ApiError } from '@/lib/api-client';
import { ERROR_CODES } from '#contracts/errors';
import { useLogin } from '../api/login';
import { EMAIL_EXAMPLE, loginWording as wording } from '../content/login-wording';

type Field = 'email' | 'password';

/** Problems are kept as codes, so switching language re-renders their message. */
type Problem = keyof typeof wording.problems;

function check(field: Field, value: string): Problem | null {
  if (value.trim() === '') return `${field}-required`;
  if (field === 'email' && !isEmail(value)) return 'email-format';
  return null;
}

/** Why sign-in failed, in words a visitor understands. */
function failure(error: ApiError) {
  const { kind, status } = error;
  if (kind === 'http' && status === 401) return wording.failure.credentials;
  if (kind === 'http' && errorCode(error) === ERROR_CODES.enrolmentLinkRequired) return wording.failure.needsLink;
  if (kind === 'http' && status === 429) return wording.failure.tooMany;
  if (kind === 'network') return wording.failure.network;
  return wording.failure.server;
}

/** A message with the example address in place of `{example}`, kept left to right in Arabic. */
function withExample(message: string) {
  const [before, after] = message.split('{example}');
  if (after === undefined) return message;
  return (
    <>
      {before}
      <bdi dir="ltr">{EMAIL_EXAMPLE}</bdi>
      {after}
    </>
  );
}

/**
 * The sign-in form's password step: validated in the current language on blur and on submit. What
 * was typed stays after any failure; the button shows progress and cannot send twice. A right
 * password leads to `onSecondFactor`, the code step (or, for the demo account in demo mode, straight
 * in); an account with no second factor yet is told to use its enrolment link.
 */
export function LoginForm({ onSecondFactor }: { onSecondFactor: () => void }) {
  const text = useText();
  const hydrated = useHydrated();
  const { pending, error, submit } = useLogin(onSecondFactor);
  const { field, submitted } = useCheckedFields({
    initial: { email: '', password: '' },
    check: (values) => ({ email: check('email', values.email), password: check('password', values.password) }),
    message: (problem: Problem) => withExample(text(wording.problems[problem])),
    checkOnLeave: 'always',
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = submitted(event);
    if (values) void submit({ email: values.email.trim(), password: values.password });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending}>
      {/* Disabled until the app runs: a bare HTML submit would put the password in the address. */}
      <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-5">
        {error && (
          <Alert tone="danger" title={text(wording.failureTitle)}>
            {text(failure(error))}
          </Alert>
        )}
        <TextInput
          {...field('email')}
          type="email"
          label={text(wording.email)}
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          maxLength={LIMITS.email}
        />
        <TextInput
          {...field('password')}
          type="password"
          label={text(wording.password)}
          autoComplete="current-password"
          dir="ltr"
          maxLength={128}
        />
        <Button type="submit" colour="brand" disabled={pending}>
          {text(pending ? wording.sending : wording.submit)}
        </Button>
      </fieldset>
    </form>
  );
}
