import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { unprefixedPath } from '#contracts/addresses';
import { landing, paths, type Access } from '#contracts/routes';
import { usePathFor } from '@/i18n/language-context';
import { useFamily, useIsLoggedIn } from '@/stores/use-user-store';

/** The user pages a family signed in to its enquiry may open: its home and its stay plan, never a staff page. */
const FAMILY_PAGES: readonly string[] = [paths.protected, paths.cart];

/**
 * Visitor-only pages send a logged-in user to /protected; user pages send a
 * visitor to /login (spec §2). A family keeps the visitor pages (but for
 * /login, which sends it home) and, of the user pages, only its own; a staff
 * page sends it home. It follows the stored user live, so logging in or out
 * (here or in another tab) moves the page at once.
 */
export function AccessGuard({ access }: { access: Exclude<Access, 'public'> }) {
  const loggedIn = useIsLoggedIn();
  const family = useFamily() !== null;
  const pathname = unprefixedPath(useLocation().pathname);
  const pathFor = usePathFor();
  if (access === 'visitor' && (loggedIn || (family && pathname === landing.visitor)))
    return <Navigate to={landing.user} replace />;
  if (access === 'user' && family && !FAMILY_PAGES.includes(pathname)) return <Navigate to={landing.user} replace />;
  if (access === 'user' && !loggedIn && !family) return <Navigate to={pathFor(landing.visitor)} replace />;
  return <Outlet />;
}
