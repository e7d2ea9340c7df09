import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { PASSWORD_LENGTH } from '#contracts/limits';
import { passwordWording } from '@/content/password-wording';
import { useCheckedFields } from '@/hooks/use-checked-fields';
import { checkConfirmation, checkNewPassword } from '@/lib/new-password';
import { changePassword, isWrongPassword } from '../api/profile';
import { profileWording as wording } from '../content/profile-wording';
import { useAccountsText } from '../hooks/use-accounts-text';
import { ProfileProblem } from './profile-problem';
import { SaveRow } from './save-row';

type Field = 'current' | 'new' | 'confirm';
type Problem = keyof typeof wording.problems;

function check(values: Record<Field, string>): Record<Field, Problem | null> {
  const newProblem = checkNewPassword(values.new, values.current);
  return {
    current: values.current === '' ? 'current-required' : null,
    new: newProblem,
    confirm: checkConfirmation(values.confirm, values.new, newProblem === null),
  };
}

/**
 * A new password: the current one, the new one (its rules under it) and the new one again. Checked
 * here on submit (focus on the first problem); a wrong current password (403) is said at its field.
 */
export function PasswordForm({ email }: { email: string }) {
  const t = useAccountsText();
  const lengths = { min: t.number(PASSWORD_LENGTH.min), max: t.number(PASSWORD_LENGTH.max) };
  const { field, submitted, showProblem, reset } = useCheckedFields({
    initial: { current: '', new: '', confirm: '' },
    check,
    message: (problem: Problem) => t.filled(wording.problems[problem], lengths),
  });
  const change = useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) => changePassword(current, next),
    onSuccess: reset,
    onError: (error) => {
      if (isWrongPassword(error)) showProblem('current', 'current-wrong');
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = submitted(event);
    if (values) change.mutate({ current: values.current, next: values.new });
  };

  const passwordField = (name: Field) => ({
    ...field(name),
    name: `${name}-password`,
    type: 'password' as const,
    autoComplete: name === 'current' ? 'current-password' : 'new-password',
    dir: 'ltr' as const,
    maxLength: PASSWORD_LENGTH.max,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={change.isPending} className="flex flex-col gap-4 tablet:max-w-md">
      {/* For password managers: which account this password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextInput {...passwordField('current')} label={t.text(wording.currentPassword)} />
      <TextInput
        {...passwordField('new')}
        label={t.text(passwordWording.newPassword)}
        hint={t.filled(passwordWording.rules, lengths)}
      />
      <TextInput {...passwordField('confirm')} label={t.text(passwordWording.confirmPassword)} />
      {!isWrongPassword(change.error) && <ProfileProblem error={change.error} />}
      <SaveRow
        label={wording.changePassword}
        pending={change.isPending}
        saved={change.isSuccess ? wording.passwordChanged : null}
      />
    </form>
  );
}
