/**
 * Wraps left-to-right text (a product name, a dial code, an email) in a left-to-right isolate, so
 * inside an Arabic sentence it keeps its own order and does not pull the punctuation around it.
 */
export const isolateLtr = (value: string) => `\u2066${value}\u2069`;
