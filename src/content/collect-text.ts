import type { Bilingual } from '@/i18n/text';

/** True for a `{ ar, en }` wording (and nothing else). */
export function isBilingual(value: unknown): value is Bilingual {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'ar' && keys[1] === 'en';
}

/** Every wording inside a content object, in reading order. */
export function collectBilingual(value: unknown, found: Bilingual[] = []): Bilingual[] {
  if (isBilingual(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) collectBilingual(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) collectBilingual(item, found);
  return found;
}
