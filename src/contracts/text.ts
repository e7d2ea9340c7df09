/**
 * What no person means to type: C0 control characters and DEL (tab, line feed and carriage return
 * excepted; PostgreSQL refuses NUL in text outright), C1 controls (NEL, CSI: a terminal reading the
 * trail would obey them), lone surrogates (half a character, which no encoder can store), and the
 * bidirectional embeddings, overrides and isolates, which make text read in another order than it
 * is stored. The direction marks (LRM, RLM, ALM) stay allowed: Arabic keyboards type them.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/** What ends a line somewhere, besides the C0 and C1 controls above: a name printed in a list or the trail could fake a row. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;

/** A one-line field (a name, a subject): nothing no person means to type, and no tab or line break of any kind. */
export const isOneLineText = (value: string) => !hasControlCharacters(value) && !LINE_BREAKS.test(value);

/**
 * What draws nothing on its own: spaces, invisible format characters (zero-width spaces, joiners,
 * marks), combining marks with no letter to sit on, and the fillers and blanks that look like a
 * space (Hangul fillers U+115F, U+1160, U+3164, U+FFA0; the blank braille pattern U+2800).
 */
const INVISIBLE = /[\s\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whether nothing visible is left once what draws nothing is set aside: a field's `required` error. */
export const isBlank = (value: string) => value.replace(INVISIBLE, '') === '';
