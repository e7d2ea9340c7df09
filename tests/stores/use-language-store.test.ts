import { selectLanguage, useLanguageStore } from '@/stores/use-language-store';

const hydrateFrom = async (raw: string | null) => {
  if (raw !== null) localStorage.setItem('language', raw);
  await useLanguageStore.persist.rehydrate();
  return selectLanguage(useLanguageStore.getState());
};

describe('language store', () => {
  it('defaults to English with nothing saved', async () => {
    expect(await hydrateFrom(null)).toBe('en');
  });

  it.each(['ar', 'en'] as const)('starts from a saved %s', async (saved) => {
    expect(await hydrateFrom(saved)).toBe(saved);
  });

  it.each(['fr', '', 'AR', '"ar"', 'null', '{}'])('ignores the unknown saved value %j', async (saved) => {
    useLanguageStore.getState().setBrowser('ar');
    expect(await hydrateFrom(saved)).toBe('ar');
  });

  it('follows the browser language until the visitor chooses', () => {
    useLanguageStore.getState().setBrowser('ar');
    expect(selectLanguage(useLanguageStore.getState())).toBe('ar');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('choose sets the language and saves the plain value', () => {
    useLanguageStore.getState().choose('ar');
    expect(selectLanguage(useLanguageStore.getState())).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    useLanguageStore.getState().choose('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('visit sets the language for this visit without saving it, and the toggle still wins', () => {
    useLanguageStore.getState().choose('en');
    useLanguageStore.getState().visit('ar');
    expect(selectLanguage(useLanguageStore.getState())).toBe('ar');
    expect(localStorage.getItem('language')).toBe('en');
    useLanguageStore.getState().choose('en');
    expect(selectLanguage(useLanguageStore.getState())).toBe('en');
  });
});
