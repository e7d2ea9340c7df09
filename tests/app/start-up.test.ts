import { startUp } from '@/app/start-up';
import { useUserStore } from '@/stores/use-user-store';

type Listener = () => void;

/** A window whose browser languages and system scheme the test decides. */
function fakeWindow({ languages = ['en-US'], dark = false } = {}) {
  const listeners: Listener[] = [];
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: Listener) => listeners.push(listener),
    removeEventListener: vi.fn(),
  };
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  // jsdom has no matchMedia; tests/setup.ts takes this one away after the test.
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return {
    setSystemDark(value: boolean) {
      query.matches = value;
      listeners.forEach((listener) => listener());
    },
  };
}

const html = () => document.documentElement;
let stop: () => void = () => {};

afterEach(() => stop());

describe('start-up: language', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  // On a client-rendered page the saved language decides (spec §4); a prerendered page's address decides below.
  beforeEach(() => window.history.replaceState(null, '', '/protected'));

  it.each([
    { saved: null, languages: ['ar-EG'], lang: 'ar-EG', dir: 'rtl' },
    { saved: null, languages: ['ar'], lang: 'ar-EG', dir: 'rtl' },
    { saved: null, languages: ['en-GB', 'ar'], lang: 'en-US', dir: 'ltr' },
    { saved: null, languages: ['fr-FR'], lang: 'en-US', dir: 'ltr' },
    { saved: 'en', languages: ['ar-SA'], lang: 'en-US', dir: 'ltr' },
    { saved: 'ar', languages: ['en-US'], lang: 'ar-EG', dir: 'rtl' },
    { saved: 'xx', languages: ['ar-SA'], lang: 'ar-EG', dir: 'rtl' },
  ])('saved $saved with browser $languages → $lang $dir', ({ saved, languages, lang, dir }) => {
    if (saved) localStorage.setItem('language', saved);
    fakeWindow({ languages });
    stop = startUp(window);
    expect(html().lang).toBe(lang);
    expect(html().dir).toBe(dir);
    expect(html().classList.contains(dir === 'rtl' ? 'font-ar' : 'font-en')).toBe(true);
    expect(html().classList.contains(dir === 'rtl' ? 'font-en' : 'font-ar')).toBe(false);
  });
});

describe("start-up: the address decides a prerendered page's language", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows Arabic on an Arabic address opened by a reader who chose English, and keeps their choice', () => {
    localStorage.setItem('language', 'en');
    window.history.replaceState(null, '', '/ar/contact-us');
    fakeWindow({ languages: ['en-US'] });
    stop = startUp(window);
    expect(html().dir).toBe('rtl');
    expect(html().lang).toBe('ar-EG');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('saves nothing when an English address matches the browser language', () => {
    window.history.replaceState(null, '', '/contact-us');
    fakeWindow({ languages: ['en-GB'] });
    stop = startUp(window);
    expect(html().dir).toBe('ltr');
    expect(localStorage.getItem('language')).toBeNull();
  });
});

describe('start-up: colour scheme', () => {
  it.each([
    { saved: null, dark: true, expected: 'dark' },
    { saved: null, dark: false, expected: 'light' },
    { saved: 'light', dark: true, expected: 'light' },
    { saved: 'dark', dark: false, expected: 'dark' },
    { saved: 'purple', dark: true, expected: 'dark' },
  ])('saved $saved with system dark=$dark → $expected', ({ saved, dark, expected }) => {
    if (saved) localStorage.setItem('color-scheme', saved);
    fakeWindow({ dark });
    stop = startUp(window);
    expect(html().classList.contains('dark')).toBe(expected === 'dark');
    expect(html().style.colorScheme).toBe(expected);
  });

  it('follows a system change while nothing is saved', () => {
    const win = fakeWindow({ dark: false });
    stop = startUp(window);
    win.setSystemDark(true);
    expect(html().classList.contains('dark')).toBe(true);
  });
});

describe('start-up: other tabs', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('logs out when another tab removes the user', () => {
    localStorage.setItem('user', '{"id":"1"}');
    fakeWindow();
    stop = startUp(window);
    expect(useUserStore.getState().user).toEqual({ id: '1' });

    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null }));
    expect(useUserStore.getState().user).toBeNull();
  });

  it('follows a language and scheme chosen in another tab on a page without an address language', () => {
    window.history.replaceState(null, '', '/protected');
    fakeWindow();
    stop = startUp(window);
    localStorage.setItem('language', 'ar');
    localStorage.setItem('color-scheme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(html().dir).toBe('rtl');
    expect(html().classList.contains('dark')).toBe(true);
  });

  it('keeps an English address in English when another tab chooses Arabic', () => {
    window.history.replaceState(null, '', '/contact-us');
    fakeWindow();
    stop = startUp(window);
    localStorage.setItem('language', 'ar');
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: 'ar' }));
    expect(html().dir).toBe('ltr');
  });
});

describe('start-up without localStorage', () => {
  it('still starts, from the browser and system', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    fakeWindow({ languages: ['ar'], dark: true });
    window.history.replaceState(null, '', '/protected');
    expect(() => (stop = startUp(window))).not.toThrow();
    window.history.replaceState(null, '', '/');
    expect(html().dir).toBe('rtl');
    expect(html().classList.contains('dark')).toBe(true);
  });
});
