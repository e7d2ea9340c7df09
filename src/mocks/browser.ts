import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { getMockScenario, setMockScenarioFromQuery } from './scenario';

export async function startMockWorker() {
  setMockScenarioFromQuery(window.location.search);
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
  const scenario = getMockScenario();
  if (scenario) console.info(`[mock] scenario "${scenario}" is on; open any page with ?mock-scenario=off to end it.`);
}
