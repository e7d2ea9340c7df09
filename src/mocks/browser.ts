import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { getMockScenario, setMockScenarioFromQuery } from './scenario';

/** Starts the mock API in the browser, unless VITE_API_MOCKING=false (`npm run dev`, which has the real server). */
export async function startMockWorker() {
  if (import.meta.env.VITE_API_MOCKING === 'false') return;
  setMockScenarioFromQuery(window.location.search);
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
  const scenario = getMockScenario();
  if (scenario) console.info(`[mock] scenario "${scenario}" is on; open any page with ?mock-scenario=off to end it.`);
}
