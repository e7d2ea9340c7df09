import { useId, useState, type FormEvent } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#contracts/languages';
import { useUpdateProfile } from '../api/profile';
import { profileWording as wording } from '../content/profile-wording';
import { useAccountsText } from '../hooks/use-accounts-text';
import { ProfileProblem } from './profile-problem';
import { SaveRow } from './save-row';

/**
 * The staff area's language, saved on the account (so it opens in it on any device) and applied
 * here at once: the page turns to it, and says so in it.
 */
export function LanguageForm({ language }: { language: Language }) {
  const t = useAccountsText();
  const id = useId();
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<Language | null>(null);
  const value = draft ?? language;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ language: value }, { onSuccess: () => setDraft(null) });
  };

  return (
    <form onSubmit={onSubmit} aria-busy={update.isPending} className="flex flex-col gap-4 tablet:max-w-md">
      <p className="text-fg-muted">{t.text(wording.languageLead)}</p>
      <SelectField
        id={id}
        label={t.text(wording.language)}
        options={LANGUAGES.map((option) => ({ value: option, label: t.text(LANGUAGE_NAMES[option]) }))}
        value={value}
        onChange={setDraft}
      />
      <ProfileProblem error={update.error} />
      <SaveRow
        label={wording.saveLanguage}
        pending={update.isPending}
        unchanged={value === language}
        saved={
          update.isSuccess && draft === null && update.variables.language === t.language ? wording.languageSaved : null
        }
      />
    </form>
  );
}
