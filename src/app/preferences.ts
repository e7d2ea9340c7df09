import { LANGUAGE_SETTINGS, LANGUAGES } from '@/i18n/languages';
import { selectColorScheme, useColorSchemeStore } from '@/stores/use-color-scheme-store';
import { selectLanguage, useLanguageStore } from '@/stores/use-language-store';

/** Mirrors the language and colour scheme onto `<html>`: lang, dir, font class, `.dark`, `color-scheme`. */
export function applyPreferences(doc: Document) {
  const language = selectLanguage(useLanguageStore.getState());
  const scheme = selectColorScheme(useColorSchemeStore.getState());
  const { locale, dir } = LANGUAGE_SETTINGS[language];
  const root = doc.documentElement;

  // Only when changed: rewriting lang or dir, even with the same value, restyles the whole page.
  if (root.lang !== locale) root.lang = locale;
  if (root.dir !== dir) root.dir = dir;
  for (const other of LANGUAGES) root.classList.toggle(LANGUAGE_SETTINGS[other].fontClass, other === language);
  root.classList.toggle('dark', scheme === 'dark');
  root.style.colorScheme = scheme;
}
