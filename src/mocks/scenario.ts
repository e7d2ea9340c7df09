import { delay, HttpResponse } from 'msw';
import { safeStorage } from '@/lib/storage';

/** localStorage key read by the handlers at request time (the page URL is not visible to them). */
export const MOCK_SCENARIO_KEY = 'mock-scenario';

export const MOCK_SCENARIOS = ['slow', 'error', 'invalid', 'unauthorized', 'network', 'rate-limited'] as const;
export type MockScenario = (typeof MOCK_SCENARIOS)[number];

export const SLOW_DELAY_MS = 3000;
/** How long `rate-limited` asks to wait, as the server's default window does. */
const RATE_LIMIT_WAIT_S = 600;

const isMockScenario = (value: unknown): value is MockScenario => MOCK_SCENARIOS.includes(value as MockScenario);

export function getMockScenario(): MockScenario | null {
  const value = safeStorage.getItem(MOCK_SCENARIO_KEY);
  return isMockScenario(value) ? value : null;
}

/** Switches every mock call to `scenario`; `null` goes back to normal answers. */
export function setMockScenario(scenario: MockScenario | null) {
  if (scenario === null) safeStorage.removeItem(MOCK_SCENARIO_KEY);
  else safeStorage.setItem(MOCK_SCENARIO_KEY, scenario);
}

/** Reads `?mock-scenario=<name>` from a page URL's query; `off` (or any unknown name) ends the scenario. */
export function setMockScenarioFromQuery(search: string) {
  const value = new URLSearchParams(search).get(MOCK_SCENARIO_KEY);
  if (value !== null) setMockScenario(isMockScenario(value) ? value : null);
}

/** A 200 HTML page, as a captive portal answers: no JSON for the app to use, whichever call it was. */
export const notJson = () =>
  new HttpResponse('<!doctype html><p>Not JSON</p>', { headers: { 'Content-Type': 'text/html' } });

const FORCED: Record<Exclude<MockScenario, 'slow'>, () => Response> = {
  error: () => HttpResponse.json({ error: 'server_error', message: 'Mock scenario: server error.' }, { status: 500 }),
  invalid: notJson,
  unauthorized: () =>
    HttpResponse.json({ error: 'unauthorized', message: 'Mock scenario: not signed in.' }, { status: 401 }),
  network: () => HttpResponse.error(),
  'rate-limited': () =>
    HttpResponse.json(
      {
        error: 'rate_limited',
        message: 'Mock scenario: too many submissions.',
        retryAt: new Date(Date.now() + RATE_LIMIT_WAIT_S * 1000).toISOString(),
      },
      { status: 429, headers: { 'Retry-After': String(RATE_LIMIT_WAIT_S) } },
    ),
};

/** The answer the current scenario forces, or `undefined` to answer normally: after 3 s under `slow`, else a realistic pause in the browser (none in Node). */
export async function scenarioResponse(): Promise<Response | undefined> {
  const scenario = getMockScenario();
  if (scenario !== null && scenario !== 'slow') return FORCED[scenario]();
  await delay(scenario === 'slow' ? SLOW_DELAY_MS : undefined);
  return undefined;
}
