import { isBilingual } from '@/content/collect-text';
import type { Bilingual } from '@/i18n/text';

/** Where a value sits inside a module, e.g. `addiction.treats.items.2`. */
export interface Found<T> {
  at: string;
  key: string;
  value: T;
}

export interface Walked {
  wordings: Found<Bilingual>[];
  strings: Found<string>[];
}

/** Every wording and every plain string inside `value`, with its location. */
export function walk(value: unknown, at: string, key = '', found: Walked = { wordings: [], strings: [] }): Walked {
  if (isBilingual(value)) found.wordings.push({ at, key, value });
  else if (typeof value === 'string') found.strings.push({ at, key, value });
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}.${index}`, key, found));
  else if (typeof value === 'object' && value !== null)
    for (const [childKey, child] of Object.entries(value)) walk(child, `${at}.${childKey}`, childKey, found);
  return found;
}
