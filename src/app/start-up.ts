import { useUserStore } from '@/stores/use-user-store';
import { languageFromBrowser } from '@/i18n/languages';
import { useColorSchemeStore } from '@/stores/use-color-scheme-store';
import { LANGUAGE_KEY, useLanguageStore } from '@/stores/use-language-store';
import { addressLanguage } from '#contracts/addresses';
import { applyPreferences } from './preferences';

const persistedStores = [useLanguageStore, useColorSchemeStore, useUserStore];

/**
 * The one place that reads the browser: saved values, the browser's languages,
 * the system colour scheme, and other tabs' changes. Everything rendered reads
 * the stores, so pages can be prerendered without a window.
 * Returns a function that undoes the listeners.
 */
export function startUp(win: Window = window): () => void {
  for (const store of persistedStores) void store.persist.rehydrate();

  useLanguageStore.getState().setBrowser(languageFromBrowser(win.navigator.languages ?? [win.navigator.language]));
  // A prerendered page's address decides its language (src/contracts/addresses.ts), set before <html> is touched
  // so an Arabic link opened by an English reader never flips to left-to-right. Only the toggle saves a choice.
  const fromAddress = addressLanguage(win.location.pathname);
  if (fromAddress) useLanguageStore.getState().visit(fromAddress);

  const darkQuery = win.matchMedia?.('(prefers-color-scheme: dark)');
  const followSystem = () => useColorSchemeStore.getState().setSystem(darkQuery?.matches ? 'dark' : 'light');
  followSystem();
  darkQuery?.addEventListener?.('change', followSystem);

  // Another tab changed a saved value (log-out, language, scheme): follow it (the cart follows its own). A language chosen there
  // applies here unless this page's address decides its own.
  const followOtherTabs = (event: StorageEvent) => {
    for (const store of persistedStores) {
      const { name } = store.persist.getOptions();
      if (event.key === null || event.key === name) void store.persist.rehydrate();
    }
    if (event.key === null || event.key === LANGUAGE_KEY)
      useLanguageStore.getState().visit(addressLanguage(win.location.pathname));
  };
  win.addEventListener('storage', followOtherTabs);

  applyPreferences(win.document);
  const unsubscribe = [
    useLanguageStore.subscribe(() => applyPreferences(win.document)),
    useColorSchemeStore.subscribe(() => applyPreferences(win.document)),
  ];

  return () => {
    darkQuery?.removeEventListener?.('change', followSystem);
    win.removeEventListener('storage', followOtherTabs);
    for (const stop of unsubscribe) stop();
  };
}
