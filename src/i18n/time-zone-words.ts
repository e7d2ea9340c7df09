import { timeZoneName } from '#contracts/time-zone-names';
import { dateTimeFormat } from './format';
import { isolateLtr } from './isolate';
import type { Language } from './languages';

/** The zone's name as `Intl` gives it in the language, for one style; undefined when it has none. */
function zoneName(zone: string, language: Language, style: 'shortGeneric' | 'longGeneric') {
  return dateTimeFormat(language, { timeZone: zone, timeZoneName: style })
    .formatToParts(0)
    .find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * An offset ("GMT+3", «غرينتش+٣») or an abbreviation ("PT"): not words a family recognises. Nor, in Arabic,
 * a name with Latin letters: Chromium's trimmed ICU data says «توقيت New York» where Node says «توقيت نيويورك».
 */
const notWords = (name: string | undefined, language: Language) =>
  !name || /GMT|UTC|غرينتش|^[A-Z]{1,5}$/.test(name) || (language === 'ar' && /[A-Za-z]/.test(name));

/**
 * A time zone in words, in the language: "Saudi Arabia Time", «توقيت المملكة العربية السعودية»;
 * its IANA name ("Asia/Riyadh") when the runtime has no words for it.
 */
export function timeZoneWords(zone: string, language: Language): string {
  const written = timeZoneName(zone, language);
  if (written) return written;
  try {
    const short = zoneName(zone, language, 'shortGeneric');
    if (!notWords(short, language)) return short as string;
    const long = zoneName(zone, language, 'longGeneric');
    if (!notWords(long, language)) return long as string;
    return short ?? long ?? isolateLtr(zone);
  } catch {
    return isolateLtr(zone);
  }
}
