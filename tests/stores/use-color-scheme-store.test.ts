import { selectColorScheme, useColorSchemeStore } from '@/stores/use-color-scheme-store';

const hydrateFrom = async (raw: string) => {
  localStorage.setItem('color-scheme', raw);
  await useColorSchemeStore.persist.rehydrate();
  return selectColorScheme(useColorSchemeStore.getState());
};

describe('colour scheme store', () => {
  it('defaults to light', () => {
    expect(selectColorScheme(useColorSchemeStore.getState())).toBe('light');
  });

  it.each(['light', 'dark'] as const)('starts from a saved %s, whatever the system says', async (saved) => {
    useColorSchemeStore.getState().setSystem(saved === 'dark' ? 'light' : 'dark');
    expect(await hydrateFrom(saved)).toBe(saved);
  });

  it.each(['blue', '', 'DARK', '"dark"', '1'])(
    'ignores the unknown saved value %j and follows the system',
    async (saved) => {
      useColorSchemeStore.getState().setSystem('dark');
      expect(await hydrateFrom(saved)).toBe('dark');
    },
  );

  it('toggle flips the scheme shown and saves it', () => {
    useColorSchemeStore.getState().setSystem('dark');
    useColorSchemeStore.getState().toggle();
    expect(selectColorScheme(useColorSchemeStore.getState())).toBe('light');
    expect(localStorage.getItem('color-scheme')).toBe('light');
  });
});
