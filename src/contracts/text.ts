/**
 * What no person means to type: C0 control characters and DEL (tab, line feed and carriage return
 * excepted; PostgreSQL refuses NUL in text outright), and the bidirectional embeddings, overrides
 * and isolates, which make text read in another order than it is stored. The direction marks
 * (LRM, RLM, ALM) stay allowed: Arabic keyboards type them.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/** Whether nothing visible is left once spaces and invisible format characters (zero-width spaces, joiners, marks) are set aside. */
export const isBlank = (value: string) => value.replace(/[\s\p{Cf}]/gu, '') === '';
