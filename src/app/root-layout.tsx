import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { ErrorScreen } from '@/components/layout/error-screen';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { Button } from '@/components/ui/button';
import { ui } from '@/content/ui-wording';
import { useIsLoggedIn, useUserStore } from '@/stores/use-user-store';
import { useText } from '@/i18n/use-text';
import { VisitorLayout } from './layouts/visitor-layout';

// The logged-in variant is its own chunk: a visitor never downloads it.
const LoggedInLayout = lazy(() => import('./layouts/logged-in-layout'));

/** Picks the layout from the stored user (spec §4); a layout that fails to load shows the error screen. */
export function RootLayout() {
  const loggedIn = useIsLoggedIn();
  // index.html hides a prerendered page from a stored user until this layout matches the stored user.
  useEffect(() => {
    if (loggedIn === Boolean(useUserStore.getState().user)) document.documentElement.classList.remove('user-pending');
  }, [loggedIn]);
  // Says the app has taken over the page (hydrated or rendered): before that, buttons are bare HTML.
  // Browser tests wait for it before they interact.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  if (!loggedIn) return <VisitorLayout />;
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
