/**
 * Playwright's time limits, for both browser suites. They are ceilings that stop a hung run, not budgets:
 * every wait is for a named element or state, so a loaded machine makes a test slower, never red (a
 * staff page's first heading once took 10.5 s to appear, 22 minutes into a CI run; one axe test covers
 * 80 page loads, about 2.7 min on an idle 2-core machine). A single wait stops well before its test, so
 * what is reported is the condition that never came.
 */
export const CEILINGS = {
  test: 30 * 60_000,
  /** An assertion, a navigation, an action. */
  wait: 2 * 60_000,
  /** The server the suite starts before its first test. */
  webServer: 10 * 60_000,
} as const;

/** The `use` options that give every navigation and action the wait ceiling (Playwright's default is none). */
export const WAIT_OPTIONS = { navigationTimeout: CEILINGS.wait, actionTimeout: CEILINGS.wait } as const;
