import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, userRoutes, visitorRoutes } from './support/routes';
import { checkBothWidths, OPEN_MENU, openRoute, prepareVisitor, settleMotion } from './support/visit';

test.describe.configure({ timeout: 120_000 });

/** The site's own host, and the API's when the build was given one (VITE_API_BASE_URL). */
const ownHosts = (baseURL: string | undefined) =>
  [baseURL, process.env.VITE_API_BASE_URL].filter((url): url is string => !!url).map((url) => new URL(url).host);

/**
 * Records, with the page's path: every request to a host not in `hosts`, every console error
 * (a failed resource such as a missing favicon included) and every uncaught exception.
 */
function watch(page: Page, hosts: string[]): string[] {
  const problems: string[] = [];
  const where = () => {
    const url = page.url();
    return url.startsWith('http') ? new URL(url).pathname : url;
  };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && !hosts.includes(url.host)) {
      problems.push(`${where()}: request to another host: ${request.method()} ${request.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    problems.push(`${where()}: console error: ${message.text()}${source ? ` (${source})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`${where()}: uncaught exception: ${error.message}`));
  return problems;
}

const report = (problems: string[]) => `Requests off the site, console errors or exceptions:\n${problems.join('\n')}`;

for (const language of LANGUAGES) {
  test(`every visitor and public route, the drawer and the search stay on the site without errors: ${language}`, async ({
    page,
    baseURL,
  }) => {
    const problems = watch(page, ownHosts(baseURL));
    await prepareVisitor(page, { language });
    // Requests are recorded as they start; the route's own ones are done once it has settled.
    for (const path of visitorRoutes) await checkBothWidths(page, path, async () => []);

    // What loads on demand: the drawer and the search index.
    await page.setViewportSize({ width: 375, height: 800 });
    await openRoute(page, '/');
    await page.getByRole('button', { name: OPEN_MENU }).click();
    await settleMotion(page);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox').fill('eat');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(problems, report(problems)).toEqual([]);
  });

  test(`the logged-in routes stay on the site without errors: ${language}`, async ({ page, baseURL }) => {
    const problems = watch(page, ownHosts(baseURL));
    await prepareVisitor(page, { language, loggedIn: true });
    for (const path of userRoutes) await checkBothWidths(page, path, async () => [], { loggedIn: true });
    await page.waitForLoadState('networkidle');
    expect(problems, report(problems)).toEqual([]);
  });
}
