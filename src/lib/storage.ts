import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** The subset of Web Storage the app uses; `undefined` where storage is absent. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const memory = new Map<string, string>();

const memoryStore: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Access itself throws when storage is disabled (e.g. blocked cookies).
    return undefined;
  }
}

/** Runs `use` on localStorage; answers `undefined` when storage is absent or throws. */
function tryStorage<T>(run: (storage: Storage) => T): { ok: true; value: T } | { ok: false } {
  const storage = browserStorage();
  if (!storage) return { ok: false };
  try {
    return { ok: true, value: run(storage) };
  } catch {
    return { ok: false };
  }
}

/**
 * localStorage when it works, memory when it does not: private mode, a full
 * quota or disabled storage never break the app. While localStorage works it is
 * the only truth, so another tab's removal is seen.
 */
export const safeStorage: KeyValueStore = {
  getItem(key) {
    const read = tryStorage((storage) => storage.getItem(key));
    return read.ok ? read.value : memoryStore.getItem(key);
  },
  setItem(key, value) {
    if (!tryStorage((storage) => storage.setItem(key, value)).ok) memoryStore.setItem(key, value);
  },
  removeItem(key) {
    memoryStore.removeItem(key);
    tryStorage((storage) => storage.removeItem(key));
  },
};

/** Forget the in-memory copies (tests start from a clean slate). */
export const clearMemoryStorage = () => memory.clear();

/** Reads a stored raw value into state (always a valid state) and writes state back as a raw value (`null` removes the key). */
export interface PlainCodec<S> {
  read(raw: string | null): S;
  write(state: S): string | null;
}

/**
 * A persist storage that keeps each value plain (`dark`, `ar`, `{"a":1}`)
 * instead of zustand's `{"state":…,"version":…}` envelope, so the keys stay
 * readable by the site they replace. Unknown or broken values read as defaults.
 */
export function plainStorage<S>(codec: PlainCodec<S>, store: KeyValueStore = safeStorage): PersistStorage<S> {
  return {
    getItem: (name): StorageValue<S> => ({ state: codec.read(store.getItem(name)), version: 0 }),
    setItem: (name, value) => {
      const raw = codec.write(value.state);
      if (raw === null) store.removeItem(name);
      else store.setItem(name, raw);
    },
    removeItem: (name) => store.removeItem(name),
  };
}

/** JSON.parse that answers `undefined` instead of throwing. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
