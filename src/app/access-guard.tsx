import { Navigate, Outlet } from 'react-router-dom';
import { landing, type Access } from '#contracts/routes';
import { usePathFor } from '@/i18n/language-context';
import { useIsLoggedIn } from '@/stores/use-user-store';

/**
 * Visitor-only pages send a logged-in user to /protected; user pages send a
 * visitor to /login (spec §2). It follows the stored user live, so logging in
 * or out (here or in another tab) moves the page at once.
 */
export function AccessGuard({ access }: { access: Exclude<Access, 'public'> }) {
  const loggedIn = useIsLoggedIn();
  const pathFor = usePathFor();
  if (access === 'visitor' && loggedIn) return <Navigate to={landing.user} replace />;
  if (access === 'user' && !loggedIn) return <Navigate to={pathFor(landing.visitor)} replace />;
  return <Outlet />;
}
