/**
 * `record[key]` for a key from outside (a server answer, stored data): only the record's own entries,
 * never what every object inherits ("constructor", "toString", "__proto__").
 */
export const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;
