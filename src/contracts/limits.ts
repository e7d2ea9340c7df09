/** Length limits of the forms' fields: `maxLength` on the fields, the rules, the draft reader and the server. */
export const LIMITS = {
  name: 100,
  phone: 25,
  /** RFC 5321's longest usable address; sign-in and staff accounts use the same cap. */
  email: 254,
  contact: 254,
  subject: 150,
  message: 1000,
} as const;

/** The search input's limit (spec §5): the site search and the inbox search. */
export const SEARCH_MAX_LENGTH = 50;

/** A staff note on an inbox item. */
export const NOTE_MAX_LENGTH = 2000;

/** Staff passwords: long enough to resist guessing, short enough that hashing one costs little. */
export const PASSWORD_LENGTH = { min: 12, max: 1024 } as const;
