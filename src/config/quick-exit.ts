/**
 * Where the quick exit goes: a neutral site that says nothing about the visitor or about us, and that
 * anyone may be seen reading. The search engine's home page in the visitor's region is the usual choice.
 */
export const QUICK_EXIT_URL = 'https://www.google.com/';

/** Two Escape presses closer together than this leave; one alone, or two further apart, do nothing. */
export const QUICK_EXIT_KEY_WINDOW_MS = 1000;
