import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { unprefixedPath } from '#contracts/addresses';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { LoadingScreen } from './loading-screen';

/** Where pages render: "Loading" while a page's chunk arrives, the error screen if it fails. */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    // Keyed by page so leaving a failed page clears the error; its twin in the other language is the same page.
    <ErrorBoundary key={unprefixedPath(pathname)} fallback={<ErrorScreen />}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
