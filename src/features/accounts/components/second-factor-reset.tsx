import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { PASSWORD_LENGTH } from '#contracts/limits';
import { ENROL_PATH } from '#contracts/routes';
import { useUserStore } from '@/stores/use-user-store';
import { isWrongPassword, resetOwnSecondFactor } from '../api/profile';
import { profileWording as wording } from '../content/profile-wording';
import { useAccountsText } from '../hooks/use-accounts-text';
import { ProfileProblem } from './profile-problem';

type Problem = 'current-required' | 'current-wrong';

/**
 * Resetting one's own two-step verification (a new phone), proved by the current password. The
 * server ends the session: the stored profile and everything fetched as it are forgotten here, and
 * the enrolment link's page opens with the link the server answered, where the new phone is set up.
 */
export function SecondFactorReset({ enrolled, email }: { enrolled: boolean; email: string }) {
  const t = useAccountsText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const focusField = useRef(false);
  useEffect(() => {
    if (!focusField.current) return;
    input.current?.focus();
    focusField.current = false;
  });
  const reset = useMutation({
    mutationFn: resetOwnSecondFactor,
    onSuccess: (hash) => {
      useUserStore.getState().clearUser();
      queryClient.clear();
      navigate({ pathname: ENROL_PATH, hash }, { replace: true });
    },
    onError: (error) => {
      if (!isWrongPassword(error)) return;
      focusField.current = true;
      setProblem('current-wrong');
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = password === '' ? 'current-required' : null;
    setProblem(found);
    if (found) {
      focusField.current = true;
      return;
    }
    reset.mutate(password);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="font-medium text-fg">{t.text(enrolled ? wording.secondFactorOn : wording.secondFactorOff)}</p>
      <p className="text-fg-muted">{t.text(wording.resetLead)}</p>
      <form noValidate onSubmit={onSubmit} aria-busy={reset.isPending} className="flex flex-col gap-4 tablet:max-w-md">
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextInput
          ref={input}
          name="reset-current-password"
          type="password"
          label={t.text(wording.currentPassword)}
          hint={t.text(wording.resetPasswordHint)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          valid={!problem}
          errorMessage={problem ? t.text(wording.problems[problem]) : undefined}
          autoComplete="current-password"
          dir="ltr"
          maxLength={PASSWORD_LENGTH.max}
          required
        />
        {!isWrongPassword(reset.error) && <ProfileProblem error={reset.error} />}
        <Button type="submit" colour="danger" className="self-start" disabled={reset.isPending}>
          {t.text(reset.isPending ? wording.saving : wording.reset)}
        </Button>
      </form>
    </div>
  );
}
