import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextInput } from '@/components/ui/text-input';
import type { InvitedAnswer } from '#contracts/accounts';
import { isEmail } from '#contracts/email';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#contracts/languages';
import { LIMITS } from '#contracts/limits';
import { STAFF_ROLES, type StaffRole } from '#contracts/roles';
import { hasControlCharacters, isBlank } from '#contracts/text';
import { useCheckedFields } from '@/hooks/use-checked-fields';
import { useInvite } from '../api/accounts';
import { accountsProblem } from '../api/problem';
import { inviteWording as wording, problemWording, roleWording } from '../content/accounts-wording';
import { useAccountsText } from '../hooks/use-accounts-text';

type Field = 'name' | 'email';
type Problem = keyof typeof wording.problems;

function check(field: Field, value: string): Problem | null {
  if (field === 'name') {
    if (isBlank(value)) return 'name-required';
    return value.trim().length > LIMITS.name || /[\t\r\n]/.test(value) || hasControlCharacters(value)
      ? 'name-invalid'
      : null;
  }
  if (value.trim() === '') return 'email-required';
  return isEmail(value.trim()) ? null : 'email-format';
}

/**
 * Invite a new member: name, email, role (its scope in one line under it) and the staff area's
 * language. Checked here on submit, focus on the first problem; the answer's link goes to
 * `onInvited`, which shows it once. The least-privileged role is chosen to begin with.
 */
export function InviteForm({ onInvited }: { onInvited: (answer: InvitedAnswer) => void }) {
  const t = useAccountsText();
  const roleId = useId();
  const languageId = useId();
  const invite = useInvite();
  const [role, setRole] = useState<StaffRole>('admissions');
  const [language, setLanguage] = useState<Language>(t.language);
  const { field, submitted, reset } = useCheckedFields({
    initial: { name: '', email: '' },
    check: (values) => ({ name: check('name', values.name), email: check('email', values.email) }),
    message: (problem: Problem) => t.filled(wording.problems[problem], { max: t.number(LIMITS.name) }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = submitted(event);
    if (!values) return;
    invite.mutate(
      { name: values.name.trim(), email: values.email.trim().toLowerCase(), role, language },
      {
        onSuccess: (answer) => {
          reset();
          setRole('admissions');
          onInvited(answer);
        },
      },
    );
  };

  const problem = accountsProblem(invite.error);
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={invite.isPending} className="flex min-w-0 flex-col gap-5">
      {problem && (
        <Alert tone="danger" title={t.text(wording.failureTitle)}>
          {t.text(problemWording[problem])}
        </Alert>
      )}
      <div className="grid gap-5 tablet:grid-cols-2">
        <TextInput {...field('name')} label={t.text(wording.name)} autoComplete="off" maxLength={LIMITS.name} />
        <TextInput
          {...field('email')}
          type="email"
          label={t.text(wording.email)}
          autoComplete="off"
          inputMode="email"
          dir="ltr"
          maxLength={LIMITS.email}
        />
        <SelectField
          id={roleId}
          label={t.text(wording.role)}
          hint={t.text(roleWording[role].description)}
          options={STAFF_ROLES.map((value) => ({ value, label: t.role(value) }))}
          value={role}
          onChange={setRole}
        />
        <SelectField
          id={languageId}
          label={t.text(wording.language)}
          hint={t.text(wording.languageHint)}
          options={LANGUAGES.map((value) => ({ value, label: t.text(LANGUAGE_NAMES[value]) }))}
          value={language}
          onChange={setLanguage}
        />
      </div>
      <Button type="submit" colour="brand" className="self-start" disabled={invite.isPending}>
        {t.text(invite.isPending ? wording.sending : wording.submit)}
      </Button>
    </form>
  );
}
