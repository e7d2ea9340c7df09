import { useSavedCart } from '@/features/cart/stores/use-cart-store';
import { QueryProvider } from './query-provider';
import { ServerNavigationLayout } from './server-navigation-layout';
import { SessionEnded } from './session-ended';
import { useSessionEnded } from './use-session-ended';

/**
 * The logged-in frame (spec §2 "Logged-in layout"): navbar, drawer and tab bar come from the
 * server (spec §7). Its own chunk, with TanStack Query, zod and the icon-name map
 * (`components/ui/icon-names`): a visitor downloads none of it.
 */
export default function LoggedInLayout() {
  useSavedCart();
  return (
    <QueryProvider>
      <UntilSessionEnds />
    </QueryProvider>
  );
}

/** The layout while the session lasts; once a call answers 401, only the signed-out screen. */
function UntilSessionEnds() {
  return useSessionEnded() ? <SessionEnded /> : <ServerNavigationLayout />;
}
