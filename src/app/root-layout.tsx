import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { VisitorLayout } from './layouts/visitor-layout';
import { useIsLoggedIn } from '@/features/auth/stores/use-user-store';

// The logged-in variant is its own chunk: a visitor never downloads it.
const LoggedInLayout = lazy(() => import('./layouts/logged-in-layout'));

/** Picks the layout from the stored user (spec §4). */
export function RootLayout() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <VisitorLayout />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LoggedInLayout />
    </Suspense>
  );
}
