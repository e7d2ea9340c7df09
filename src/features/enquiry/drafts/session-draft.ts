import { isPlainObject, parseJson } from '@/lib/storage';

// sessionStorage: a draft lasts until the tab closes, as the privacy policy says.
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Access itself throws when storage is blocked.
    return undefined;
  }
}

/** The stored draft as an object, or `undefined` when there is none or it is not an object. */
export function readDraft(key: string): Record<string, unknown> | undefined {
  try {
    const draft = parseJson(sessionStore()?.getItem(key) ?? null);
    return isPlainObject(draft) ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Saves `draft`, or removes the key when it equals `empty` (an untouched form leaves nothing behind). */
export function saveDraft(key: string, draft: object, empty: object) {
  const raw = JSON.stringify(draft);
  try {
    if (raw === JSON.stringify(empty)) sessionStore()?.removeItem(key);
    else sessionStore()?.setItem(key, raw);
  } catch {
    /* A full or blocked storage only costs the draft. */
  }
}

export function clearDraft(key: string) {
  try {
    sessionStore()?.removeItem(key);
  } catch {
    /* Nothing to clear. */
  }
}

/** A stored text within its limit, or empty. */
export const draftText = (draft: Record<string, unknown>, key: string, max: number) => {
  const value = draft[key];
  return typeof value === 'string' && value.length <= max ? value : '';
};

/** A stored choice among `options`, or `fallback`. */
export function draftChoice<T extends string>(
  draft: Record<string, unknown>,
  key: string,
  options: readonly T[],
  fallback: T,
): T {
  const value = draft[key];
  return options.includes(value as T) ? (value as T) : fallback;
}
