import { parseJson, plainStorage, safeStorage } from '@/lib/storage';

describe('safeStorage', () => {
  it('reads and writes localStorage when it works', () => {
    safeStorage.setItem('language', 'ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(safeStorage.getItem('language')).toBe('ar');
    safeStorage.removeItem('language');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('keeps working in memory when localStorage throws (private mode, quota, disabled)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(() => safeStorage.setItem('color-scheme', 'dark')).not.toThrow();
    expect(safeStorage.getItem('color-scheme')).toBe('dark');
  });

  it('keeps working when reading window.localStorage itself throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    safeStorage.setItem('cart', '{"a":1}');
    expect(safeStorage.getItem('cart')).toBe('{"a":1}');
  });
});

describe('plainStorage', () => {
  const storage = plainStorage<{ value: string | null }>({
    read: (raw) => ({ value: raw === 'yes' || raw === 'no' ? raw : null }),
    write: ({ value }) => value,
  });

  it('stores the plain value, not a JSON envelope', () => {
    storage.setItem('answer', { state: { value: 'yes' }, version: 0 });
    expect(localStorage.getItem('answer')).toBe('yes');
  });

  it('removes the key when the state writes as null', () => {
    localStorage.setItem('answer', 'yes');
    storage.setItem('answer', { state: { value: null }, version: 0 });
    expect(localStorage.getItem('answer')).toBeNull();
  });

  it('reads unknown values as the default state', () => {
    localStorage.setItem('answer', 'maybe');
    expect(storage.getItem('answer')).toEqual({ state: { value: null }, version: 0 });
  });
});

describe('parseJson', () => {
  it('answers undefined for invalid JSON instead of throwing', () => {
    expect(parseJson('{not json')).toBeUndefined();
    expect(parseJson(null)).toBeUndefined();
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
  });
});

describe('safeStorage and other tabs', () => {
  it('sees a value another tab removed (localStorage stays the only truth while it works)', () => {
    safeStorage.setItem('user', '{"id":"1"}');
    localStorage.removeItem('user');
    expect(safeStorage.getItem('user')).toBeNull();
  });
});
