import { useState, type FormEvent } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { LIMITS } from '#contracts/limits';
import { hasControlCharacters, isBlank } from '#contracts/text';
import { useUpdateProfile } from '../api/profile';
import { profileWording as wording } from '../content/profile-wording';
import { useAccountsText } from '../hooks/use-accounts-text';
import { ProfileProblem } from './profile-problem';
import { SaveRow } from './save-row';

type Problem = 'name-required' | 'name-invalid';

function check(value: string): Problem | null {
  if (isBlank(value)) return 'name-required';
  return value.trim().length > LIMITS.name || /[\t\r\n]/.test(value) || hasControlCharacters(value)
    ? 'name-invalid'
    : null;
}

/** One's own name: saved on the account, and the stored profile follows. */
export function NameForm({ name }: { name: string }) {
  const t = useAccountsText();
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const value = draft ?? name;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(value);
    setProblem(found);
    if (found) {
      event.currentTarget.querySelector<HTMLInputElement>('[name="name"]')?.focus();
      return;
    }
    update.mutate({ name: value.trim() }, { onSuccess: () => setDraft(null) });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={update.isPending} className="flex flex-col gap-4 tablet:max-w-md">
      <TextInput
        name="name"
        label={t.text(wording.name)}
        hint={t.text(wording.nameHint)}
        value={value}
        onChange={(event) => setDraft(event.target.value)}
        valid={!problem}
        errorMessage={problem ? t.filled(wording.problems[problem], { max: t.number(LIMITS.name) }) : undefined}
        autoComplete="name"
        maxLength={LIMITS.name}
        required
      />
      <ProfileProblem error={update.error} />
      <SaveRow
        label={wording.saveName}
        pending={update.isPending}
        unchanged={value === name}
        saved={update.isSuccess && draft === null ? wording.nameSaved : null}
      />
    </form>
  );
}
