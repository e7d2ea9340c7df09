/**
 * C0 control characters and DEL, tab, line feed and carriage return excepted: nothing a person
 * types, and PostgreSQL refuses NUL in text outright.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);
