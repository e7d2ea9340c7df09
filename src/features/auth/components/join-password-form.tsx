import { useState, type FormEvent } from 'react';
import { PASSWORD_LENGTH } from '#contracts/limits';
import type { JoinAnswer } from '#contracts/accounts';
import { ERROR_CODES } from '#contracts/errors';
import { TextInput } from '@/components/ui/text-input';
import { passwordWording } from '@/content/password-wording';
import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import type { ApiError } from '@/lib/api-client';
import { checkConfirmation, checkNewPassword, type ConfirmProblem, type NewPasswordProblem } from '@/lib/new-password';
import { isPlainObject } from '@/lib/storage';
import { invitationLink } from '../api/join';
import { joinWording as wording } from '../content/join-wording';
import { LinkPasswordForm, useLinkPassword } from './link-steps';

type Field = 'password' | 'confirm';
type Problem = NewPasswordProblem | ConfirmProblem;

/** What is wrong with the two fields, before anything is sent. */
function check({ password, confirm }: Record<Field, string>): Record<Field, Problem | null> {
  const passwordProblem = checkNewPassword(password);
  return { password: passwordProblem, confirm: checkConfirmation(confirm, password, passwordProblem === null) };
}

/** Why the password was not saved, in words. */
function failure({ kind, status, body }: ApiError) {
  if (isPlainObject(body) && body.error === ERROR_CODES.accountExists) return wording.accountExists;
  if (kind === 'http' && status === 400) return wording.refused;
  if (kind === 'http' && status === 429) return wording.tooMany;
  if (kind === 'network') return wording.network;
  return wording.server;
}

interface JoinPasswordFormProps {
  token: string;
  invitation: JoinAnswer;
  /** The server took the password and asks for enrolment. */
  onAccepted: () => void;
  /** The invitation stopped being valid meanwhile (used, withdrawn, past its 24 hours). */
  onInvalid: () => void;
}

/**
 * The new member's password, twice, with its rules shown under the field. Checked here on submit
 * (focus goes to the first field with a problem), then sent with the token; nothing typed is lost
 * on a failure. The account's email rides along, hidden, for password managers.
 */
export function JoinPasswordForm({ token, invitation, onAccepted, onInvalid }: JoinPasswordFormProps) {
  const text = useText();
  const language = useRenderLanguage();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [problems, setProblems] = useState<Record<Field, Problem | null>>({ password: null, confirm: null });
  const { pending, error, submit } = useLinkPassword(invitationLink, token, onAccepted, onInvalid);

  const lengths = {
    min: formatNumber(PASSWORD_LENGTH.min, language),
    max: formatNumber(PASSWORD_LENGTH.max, language),
  };
  const fill = (wordingText: string) => wordingText.replace('{min}', lengths.min).replace('{max}', lengths.max);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    const firstInvalid = (['password', 'confirm'] as const).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    void submit(values.password);
  };

  const field = (name: Field) => ({
    name,
    type: 'password' as const,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    valid: !problems[name],
    errorMessage: problems[name] ? fill(text(passwordWording.problems[problems[name]])) : undefined,
    autoComplete: 'new-password',
    dir: 'ltr' as const,
    maxLength: PASSWORD_LENGTH.max,
    required: true,
  });

  return (
    <LinkPasswordForm
      title={text(wording.passwordTitle)}
      email={invitation.email}
      pending={pending}
      onSubmit={onSubmit}
      failure={error && { title: text(wording.failureTitle), message: text(failure(error)) }}
      submitLabel={text(pending ? wording.settingPassword : wording.setPassword)}
    >
      <TextInput
        {...field('password')}
        label={text(passwordWording.newPassword)}
        hint={fill(text(passwordWording.rules))}
      />
      <TextInput {...field('confirm')} label={text(passwordWording.confirmPassword)} />
    </LinkPasswordForm>
  );
}
