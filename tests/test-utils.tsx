import { render as renderBare, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { applyPreferences } from '@/app/preferences';
import { localizedPath } from '#contracts/addresses';
import { LanguageScope } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { useUserStore } from '@/stores/use-user-store';
import { DEMO_USER } from '@/mocks/handlers/auth';
import { startMockSession } from '@/mocks/session';
import { useCartStore } from '@/features/cart/stores/use-cart-store';
import { clearMemoryStorage } from '@/lib/storage';
import { useColorSchemeStore } from '@/stores/use-color-scheme-store';
import { useLanguage, useLanguageStore } from '@/stores/use-language-store';

export * from '@testing-library/react';

/** A component outside any page: in the store's language, as on a client-rendered page. */
function StoreLanguage({ children }: { children: ReactNode }) {
  return <LanguageScope language={useLanguage()}>{children}</LanguageScope>;
}

/** Testing Library's `render` in the store's language. */
export const render = (ui: ReactElement, options?: RenderOptions) =>
  renderBare(ui, { wrapper: StoreLanguage, ...options });

const stores = [useLanguageStore, useColorSchemeStore, useUserStore, useCartStore] as const;

/** Puts every store back to its initial state and empties storage. */
export function resetStores() {
  useLanguageStore.setState(useLanguageStore.getInitialState(), true);
  useColorSchemeStore.setState(useColorSchemeStore.getInitialState(), true);
  useUserStore.setState(useUserStore.getInitialState(), true);
  useCartStore.setState(useCartStore.getInitialState(), true);
  localStorage.clear();
  sessionStorage.clear();
  clearMemoryStorage();
}

/** Reads localStorage into the stores, as start-up does. */
export async function rehydrateStores() {
  for (const store of stores) await store.persist.rehydrate();
}

interface RenderAppOptions {
  route?: string;
  language?: 'ar' | 'en';
}

/** Renders the whole app (routes, layouts, guards) at `route`, with `<html>` following the preferences. */
export function renderApp({ route = '/', language }: RenderAppOptions = {}) {
  if (language) useLanguageStore.setState({ chosen: language });
  applyPreferences(document);
  const stop = [
    useLanguageStore.subscribe(() => applyPreferences(document)),
    useColorSchemeStore.subscribe(() => applyPreferences(document)),
  ];
  const result = render(
    // The address decides a prerendered page's language: an Arabic page opens at its /ar twin.
    <MemoryRouter initialEntries={[language ? localizedPath(route, language) : route]} useTransitions={false}>
      <AppRoutes />
    </MemoryRouter>,
  );
  return { ...result, stopPreferences: () => stop.forEach((unsubscribe) => unsubscribe()) };
}

/** Renders a component inside a memory router at `route`. */
export function renderWithRouter(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  return render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>, options);
}

/** Signs the demo user in as the mock server knows it: the stored profile and the mock session (the "cookie"). */
export function signInDemo() {
  startMockSession(DEMO_USER.id);
  useUserStore.getState().setUser({ ...DEMO_USER });
}
