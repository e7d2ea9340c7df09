import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';

/**
 * The app inside any router: the browser's, or the prerender step's static one. Its language comes from
 * AddressLanguage (in AppRoutes) alone: a provider above it fed by the store would change value once
 * start-up has read the saved language, and a context change above prerendered parts not yet hydrated
 * makes React hydrate them all at once, in one long task.
 */
export function AppContent() {
  return <AppRoutes />;
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
