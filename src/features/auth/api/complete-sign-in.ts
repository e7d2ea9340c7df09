import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { landing } from '#contracts/routes';
import { useLanguageStore } from '@/stores/use-language-store';
import { useUserStore, type User } from '@/stores/use-user-store';

/**
 * A sign-in is complete (at the password for the demo account, after the code, after enrolment, or
 * at the end of an invitation): stores the user, which switches the app to the logged-in layout,
 * opens the staff area in the account's saved language, and lands on /protected. The three happen
 * in one render, so an Arabic /ar/login whose account reads English never flashes back to Arabic:
 * the language of a visitor's address stops applying as the page leaves it. Until this moment the
 * visitor's own choice of language is left as it was.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (user: User) => {
      useUserStore.getState().setUser(user);
      if (user.language) useLanguageStore.getState().choose(user.language);
      navigate(landing.user, { replace: true });
    },
    [navigate],
  );
}
