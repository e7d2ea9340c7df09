import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { PASSWORD_LENGTH } from '#contracts/limits';
import { passwordWording } from '@/content/password-wording';
import { checkConfirmation, checkNewPassword } from '@/lib/new-password';
import { changePassword, isWrongPassword } from '../api/profile';
import { profileWording as wording } from '../content/profile-wording';
import { useAccountsText } from '../hooks/use-accounts-text';
import { ProfileProblem } from './profile-problem';
import { SaveRow } from './save-row';

type Field = 'current' | 'new' | 'confirm';
type Problem = keyof typeof wording.problems;
const FIELDS: readonly Field[] = ['current', 'new', 'confirm'];
const EMPTY: Record<Field, string> = { current: '', new: '', confirm: '' };

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
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Record<Field, Problem | null>>({ current: null, new: null, confirm: null });
  const form = useRef<HTMLFormElement>(null);
  // A field to focus once its problem is on screen (and tied to it), so it is read with the field.
  const focusNext = useRef<Field | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    form.current?.querySelector<HTMLInputElement>(`[name="${focusNext.current}-password"]`)?.focus();
    focusNext.current = null;
  });
  const change = useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) => changePassword(current, next),
    onSuccess: () => setValues(EMPTY),
    onError: (error) => {
      if (!isWrongPassword(error)) return;
      focusNext.current = 'current';
      setProblems((found) => ({ ...found, current: 'current-wrong' }));
    },
  });

  const lengths = { min: t.number(PASSWORD_LENGTH.min), max: t.number(PASSWORD_LENGTH.max) };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      focusNext.current = firstInvalid;
      return;
    }
    change.mutate({ current: values.current, next: values.new });
  };

  const field = (name: Field) => ({
    name: `${name}-password`,
    type: 'password' as const,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    valid: !problems[name],
    errorMessage: problems[name] ? t.filled(wording.problems[problems[name]], lengths) : undefined,
    autoComplete: name === 'current' ? 'current-password' : 'new-password',
    dir: 'ltr' as const,
    maxLength: PASSWORD_LENGTH.max,
    required: true,
  });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-busy={change.isPending}
      className="flex flex-col gap-4 tablet:max-w-md"
    >
      {/* For password managers: which account this password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextInput {...field('current')} label={t.text(wording.currentPassword)} />
      <TextInput
        {...field('new')}
        label={t.text(passwordWording.newPassword)}
        hint={t.filled(passwordWording.rules, lengths)}
      />
      <TextInput {...field('confirm')} label={t.text(passwordWording.confirmPassword)} />
      {!isWrongPassword(change.error) && <ProfileProblem error={change.error} />}
      <SaveRow
        label={wording.changePassword}
        pending={change.isPending}
        saved={change.isSuccess ? wording.passwordChanged : null}
      />
    </form>
  );
}
