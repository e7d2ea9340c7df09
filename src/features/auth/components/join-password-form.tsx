import type { FormEvent } from 'react';
import { PASSWORD_LENGTH } from '#contracts/limits';
import type { JoinAnswer } from '#contracts/accounts';
import { ERROR_CODES } from '#contracts/errors';
import { TextInput } from '@/components/ui/text-input';
import { passwordWording } from '@/content/password-wording';
import { useCheckedFields } from '@/hooks/use-checked-fields';
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
  const { pending, error, submit } = useLinkPassword(invitationLink, token, onAccepted, onInvalid);

  const lengths = {
    min: formatNumber(PASSWORD_LENGTH.min, language),
    max: formatNumber(PASSWORD_LENGTH.max, language),
  };
  const fill = (wordingText: string) => wordingText.replace('{min}', lengths.min).replace('{max}', lengths.max);
  const { field, submitted } = useCheckedFields({
    initial: { password: '', confirm: '' },
    check,
    message: (problem: Problem) => fill(text(passwordWording.problems[problem])),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = submitted(event);
    if (values) void submit(values.password);
  };

  const passwordField = (name: Field) => ({
    ...field(name),
    type: 'password' as const,
    autoComplete: 'new-password',
    dir: 'ltr' as const,
    maxLength: PASSWORD_LENGTH.max,
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
        {...passwordField('password')}
        label={text(passwordWording.newPassword)}
        hint={fill(text(passwordWording.rules))}
      />
      <TextInput {...passwordField('confirm')} label={text(passwordWording.confirmPassword)} />
    </LinkPasswordForm>
  );
}
