import { useLocation, useNavigate } from 'react-router-dom';
import { addressLanguage, localizedPath } from '#contracts/addresses';
import { useRenderLanguage } from '@/i18n/language-context';
import { otherLanguage } from '@/i18n/languages';
import { useLanguageStore } from '@/stores/use-language-store';

/** Switches to the other language: saves the choice and, on a page with twins, opens the same page's twin. */
export function useSwitchLanguage() {
  const language = useRenderLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return () => {
    const next = otherLanguage(language);
    useLanguageStore.getState().choose(next);
    if (addressLanguage(pathname)) navigate(localizedPath(pathname + search + hash, next));
  };
}
