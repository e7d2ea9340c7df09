import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { ErrorScreen } from '@/components/layout/error-screen';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { Button } from '@/components/ui/button';
import { ui } from '@/content/ui-wording';
import { useUserStore } from '@/stores/use-user-store';
import { useText } from '@/i18n/use-text';
import { VisitorLayout } from './layouts/visitor-layout';

// The logged-in variant is its own chunk: a visitor never downloads it.
const LoggedInLayout = lazy(() => import('./layouts/logged-in-layout'));

/** Picks the layout from the stored user or family (spec §4); a layout that fails to load shows the error screen. */
export function RootLayout() {
  // A staff member or a family: both get the server's menus.
  const signedIn = useUserStore((state) => state.user !== null || state.family !== null);
  // index.html hides a prerendered page from a stored user until this layout matches the stored user.
  useEffect(() => {
    const { user, family } = useUserStore.getState();
    if (signedIn === Boolean(user ?? family)) document.documentElement.classList.remove('user-pending');
  }, [signedIn]);
  // Says the app has taken over the page (hydrated or rendered): before that, buttons are bare HTML.
  // Browser tests wait for it before they interact.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  if (!signedIn) return <VisitorLayout />;
  return (
    <ErrorBoundary fallback={<LayoutFailed />}>
      <Suspense fallback={<LoadingScreen />}>
        <LoggedInLayout />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The logged-in layout could not load (e.g. its chunk failed): offer a way out. */
function LayoutFailed() {
  const text = useText();
  return (
    <ErrorScreen
      actions={
        <Button colour="danger" onClick={() => useUserStore.getState().clearUser()}>
          {text(ui.logOut)}
        </Button>
      }
    />
  );
}
