import { expect, type Page, type Request } from '@playwright/test';

/** The site's own host, and the API's when the build was given one (VITE_API_BASE_URL). */
export const ownHosts = (baseURL: string | undefined) =>
  [baseURL, process.env.VITE_API_BASE_URL].filter((url): url is string => !!url).map((url) => new URL(url).host);

/**
 * Logs each Content-Security-Policy violation as a console error. The browser logs most itself; the event
 * catches any it would not.
 */
export const logViolations = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });

export interface PageWatch {
  /** Each finding, with the page's path. */
  problems: string[];
  /** The requests started and not yet finished or failed. */
  inFlight: Set<Request>;
}

/**
 * Records, with the page's path: every request to a host not in `hosts`, every console error (a failed
 * resource such as a missing favicon, or a Content-Security-Policy violation, included) and every uncaught
 * exception. Adds to `into` when given, so several tabs can share one record.
 */
export async function watchPage(page: Page, hosts: string[], into?: PageWatch): Promise<PageWatch> {
  const watch = into ?? { problems: [], inFlight: new Set<Request>() };
  const { problems, inFlight } = watch;
  const where = () => {
    const url = page.url();
    return url.startsWith('http') ? new URL(url).pathname : url;
  };
  await logViolations(page);
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
  return watch;
}

/** Waits until every request the page started has finished or failed, so its errors are in. */
export const allAnswered = ({ inFlight }: PageWatch) =>
  expect.poll(() => [...inFlight].map((request) => request.url()), 'requests still in flight').toEqual([]);

export const reportProblems = (problems: string[]) =>
  `Requests off the site, console errors or exceptions:\n${problems.join('\n')}`;

declare global {
  interface Window {
    __removedElements?: string[];
  }
}

/**
 * Records each element the page's body loses from here on. Hydration adopts the server's HTML; an element
 * it removes is one React threw away, and its part blinks out until the client has drawn it again.
 */
export const recordRemovals = (page: Page) =>
  page.addInitScript(() => {
    const removed: string[] = [];
    window.__removedElements = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && document.body?.contains(record.target))
            removed.push(node.outerHTML.slice(0, 120));
    }).observe(document, { childList: true, subtree: true });
  });

/** What `recordRemovals` saw the body lose so far. */
export const removedElements = (page: Page) =>
  page.evaluate(() => {
    if (!window.__removedElements) throw new Error('the removal recorder did not run before the page');
    return window.__removedElements;
  });
