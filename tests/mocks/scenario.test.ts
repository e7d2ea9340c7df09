import { signInDemo } from '../test-utils';
import { login } from '@/features/auth/api/login';
import { getNavigation } from '@/features/navigation/api/get-navigation';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { navigationPayload } from '@/mocks/handlers/navigation';
import {
  getMockScenario,
  MOCK_SCENARIO_KEY,
  setMockScenario,
  setMockScenarioFromQuery,
  SLOW_DELAY_MS,
} from '@/mocks/scenario';

beforeEach(() => signInDemo());

describe('mock scenarios', () => {
  it('are saved in localStorage under "mock-scenario" and cleared with null', () => {
    setMockScenario('error');
    expect(localStorage.getItem(MOCK_SCENARIO_KEY)).toBe('error');
    expect(getMockScenario()).toBe('error');

    setMockScenario(null);
    expect(localStorage.getItem(MOCK_SCENARIO_KEY)).toBeNull();
    expect(getMockScenario()).toBeNull();
  });

  it('are picked with ?mock-scenario=<name> on the page URL and ended with off', () => {
    setMockScenarioFromQuery('?lang=ar&mock-scenario=slow');
    expect(getMockScenario()).toBe('slow');

    setMockScenarioFromQuery('?lang=ar');
    expect(getMockScenario()).toBe('slow');

    setMockScenarioFromQuery('?mock-scenario=off');
    expect(getMockScenario()).toBeNull();
  });

  it('ignore an unknown stored value', async () => {
    localStorage.setItem(MOCK_SCENARIO_KEY, 'explode');
    expect(getMockScenario()).toBeNull();
    await expect(getNavigation()).resolves.toEqual(navigationPayload);
  });

  it('"error" answers 500 Internal Server Error', async () => {
    setMockScenario('error');
    await expect(getNavigation()).rejects.toMatchObject({ kind: 'http', message: 'Error: Internal Server Error' });
    await expect(login({ ...DEMO_ACCOUNT })).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('"unauthorized" answers 401 Unauthorized', async () => {
    setMockScenario('unauthorized');
    await expect(getNavigation()).rejects.toMatchObject({ kind: 'http', message: 'Error: Unauthorized' });
    await expect(login({ ...DEMO_ACCOUNT })).rejects.toMatchObject({ kind: 'http', status: 401 });
  });

  it('"invalid" answers something the app cannot use', async () => {
    setMockScenario('invalid');
    await expect(getNavigation()).rejects.toMatchObject({ kind: 'invalid' });
    await expect(login({ ...DEMO_ACCOUNT })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('"network" fails without an answer', async () => {
    setMockScenario('network');
    await expect(getNavigation()).rejects.toMatchObject({ kind: 'network' });
    await expect(login({ ...DEMO_ACCOUNT })).rejects.toMatchObject({ kind: 'network' });
  });

  it('"slow" answers normally after three seconds', async () => {
    setMockScenario('slow');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let settled = false;
      const answer = getNavigation().finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(SLOW_DELAY_MS - 100);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      await expect(answer).resolves.toEqual(navigationPayload);
      expect(SLOW_DELAY_MS).toBe(3000);
    } finally {
      vi.useRealTimers();
    }
  });
});
