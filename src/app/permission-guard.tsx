import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { can, type Permission } from '#contracts/roles';
import { useUserStore } from '@/stores/use-user-store';

const NotAllowedPage = lazy(() => import('./routes/not-allowed'));

/**
 * A staff page for the roles with `permission` (src/contracts/roles.ts). The server refuses the
 * page's data to any other role; this says so instead of showing a page of errors.
 */
export function PermissionGuard({ permission }: { permission: Permission }) {
  const allowed = useUserStore((state) => can(state.user?.role, permission));
  if (allowed) return <Outlet />;
  return (
    <Suspense>
      <NotAllowedPage />
    </Suspense>
  );
}
