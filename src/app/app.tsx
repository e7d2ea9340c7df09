import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The app inside any router: the browser's, or the prerender step's static one. */
export function AppContent() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}

/**
 * Navigation renders at once rather than as a transition: logging out clears the user and
 * goes home in one render (a transition would let the access guard see /protected without
 * a user first), and a page still loading shows "Loading" (spec §2).
 */
export function App() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppContent />
    </BrowserRouter>
  );
}
