import { expect, test, type Page, type Request } from '@playwright/test';
import { LANGUAGES, userRoutes, visitorRoutes } from './support/routes';
import { checkBothWidths, OPEN_MENU, openRoute, prepareVisitor, searchFullText, settleMotion } from './support/visit';

test.describe.configure({ timeout: 120_000 });

/** The site's own host, and the API's when the build was given one (VITE_API_BASE_URL). */
const ownHosts = (baseURL: string | undefined) =>
  [baseURL, process.env.VITE_API_BASE_URL].filter((url): url is string => !!url).map((url) => new URL(url).host);

/**
 * Records, with the page's path: every request to a host not in `hosts`, every console error
 * (a failed resource such as a missing favicon included) and every uncaught exception.
 * `inFlight` holds the requests started and not yet finished or failed.
 */
function watch(page: Page, hosts: string[]): { problems: string[]; inFlight: Set<Request> } {
  const problems: string[] = [];
  const inFlight = new Set<Request>();
  const where = () => {
    const url = page.url();
    return url.startsWith('http') ? new URL(url).pathname : url;
  };
  page.on('request', (request) => {
    inFlight.add(request);
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && !hosts.includes(url.host)) {
      problems.push(`${where()}: request to another host: ${request.method()} ${request.url()}`);
    }
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    // An unknown address is a real 404 (the point of the 404 page); the browser notes its status.
    if (source === page.url() && /status of 404/.test(message.text())) return;
    problems.push(`${where()}: console error: ${message.text()}${source ? ` (${source})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`${where()}: uncaught exception: ${error.message}`));
  return { problems, inFlight };
}

/** Waits until every request the page started has finished or failed, so its errors are in. */
const allAnswered = (inFlight: Set<Request>) =>
  expect.poll(() => [...inFlight].map((request) => request.url()), 'requests still in flight').toEqual([]);

const report = (problems: string[]) => `Requests off the site, console errors or exceptions:\n${problems.join('\n')}`;

for (const language of LANGUAGES) {
  test(`every visitor and public route, the drawer and the search stay on the site without errors: ${language}`, async ({
    page,
    baseURL,
  }) => {
    const { problems, inFlight } = watch(page, ownHosts(baseURL));
    await prepareVisitor(page, { language });
    // Requests are recorded as they start; a route has made its own once it has settled.
    for (const path of visitorRoutes) await checkBothWidths(page, path, async () => []);

    // What opens on demand: the drawer, and the search with its full-text index.
    await page.setViewportSize({ width: 375, height: 800 });
    await openRoute(page, '/');
    await page.getByRole('button', { name: OPEN_MENU }).click();
    const drawer = page.getByRole('navigation', { name: /^(Menu|القائمة)$/ });
    await expect(drawer).toBeVisible();
    await settleMotion(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await searchFullText(page, 'eat');
    await allAnswered(inFlight);

    expect(problems, report(problems)).toEqual([]);
  });

  test(`the logged-in routes stay on the site without errors: ${language}`, async ({ page, baseURL }) => {
    const { problems, inFlight } = watch(page, ownHosts(baseURL));
    await prepareVisitor(page, { language, loggedIn: true });
    for (const path of userRoutes) await checkBothWidths(page, path, async () => []);
    await allAnswered(inFlight);
    expect(problems, report(problems)).toEqual([]);
  });
}
