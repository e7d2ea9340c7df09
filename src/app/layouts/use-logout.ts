import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#contracts/routes';
import { logout } from '@/features/auth/api/logout';
import { usePathFor } from '@/i18n/language-context';

/** Ends the session on the server and forgets it here (even when the call fails), then goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathFor = usePathFor();
  return useCallback(() => {
    const home = pathFor(paths.home);
    void logout(queryClient).then(() => navigate(home, { replace: true }));
  }, [queryClient, navigate, pathFor]);
}
