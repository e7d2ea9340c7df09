import { spawnSync } from 'node:child_process';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { API_PATHS } from '#contracts/api-paths';
import { CONSENT_VERSION } from '#contracts/consent';
import { paths } from '#contracts/routes';
import { TOTP_PERIOD_SECONDS } from '#contracts/second-factor';
import { median } from './figures';
import { inPage } from './page-probe';

/** The server's settings for the staff path: every sign-in and enquiry comes from this one address. */
export const STAFF_SERVER_ENV = { FORM_RATE_LIMIT: '1000000', LOGIN_FAILURE_LIMIT_PER_ADDRESS: '1000' };

const PASSWORD = 'a bench password of some length';
/**
 * Names for the inbox's enquiries, in both scripts, each given name with each family name once: no two
 * alike, so no item page lists another as a possible duplicate (a link like the list's rows).
 */
const GIVEN = [
  ['Khalid', 'خالد'],
  ['Fatima', 'فاطمة'],
  ['Omar', 'عمر'],
  ['Layla', 'ليلى'],
  ['Youssef', 'يوسف'],
  ['Mariam', 'مريم'],
];
const FAMILY = [
  ['Haddad', 'حداد'],
  ['Nasser', 'ناصر'],
  ['Mansour', 'منصور'],
  ['Hamdan', 'حمدان'],
  ['Qasim', 'قاسم'],
  ['Rashid', 'راشد'],
];
const ITEM_ROW = `main a[href^="${paths.inbox}/SW-"]`;

/** What one step waits for: `selector` present (and `absent` not) at an address starting with `path`. */
interface Painted {
  click?: string;
  path: string;
  selector: string;
  absent?: string;
}

/**
 * In the page: clicks `click` (or, without it, counts from the navigation's start) and resolves with the ms
 * until what it waits for is there and a frame with it has been painted (the task after the next animation
 * frame). Also kept as `window.__staffPaint`, so an init script can start it before the page's own scripts.
 */
function timeToPaint({ click, path, selector, absent }: Painted): Promise<number> {
  const start = click ? performance.now() : 0;
  const ready = () =>
    location.pathname.startsWith(path) &&
    document.querySelector(selector) !== null &&
    (!absent || document.querySelector(absent) === null);
  const painted = new Promise<number>((resolve, reject) => {
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    const watcher = new MutationObserver(() => {
      if (!ready()) return;
      watcher.disconnect();
      done();
    });
    watcher.observe(document, { subtree: true, childList: true, attributes: true });
    const state = () =>
      `at ${location.pathname}, ${selector} ${document.querySelector(selector) ? 'there' : 'missing'}` +
      (absent && document.querySelector(absent) ? `, ${absent} still there` : '');
    setTimeout(() => reject(new Error(`not painted after 60 s: ${state()}`)), 60_000);
    if (!click) return;
    const target = document.querySelector<HTMLElement>(click);
    if (!target) reject(new Error(`nothing to click: ${click}`));
    target?.click();
  });
  (window as unknown as { __staffPaint: Promise<number> }).__staffPaint = painted;
  return painted;
}

/** A staff account of its own for each sign-in (each enrols with one code, then signs in with the next). */
async function addAccount(url: string, dataDir: string, root: string, n: number) {
  const email = `bench-${n}@example.com`;
  const added = spawnSync(process.execPath, ['dist-server/staff.js', 'add', email, '--role', 'admissions'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    input: `${PASSWORD}\n`,
    encoding: 'utf8',
  });
  const token = /\/enrol#([\w-]+)/.exec(added.stdout)?.[1];
  if (added.status !== 0 || !token) throw new Error(`staff add: ${added.stdout}${added.stderr}`);
  // The enrolment link's steps, as its owner's browser makes them: password, the key, its first code.
  let cookie = '';
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(url + path, {
      method: 'POST',
      headers: { origin: url, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await post('/api/login/enrolment-link/accept', { token, password: PASSWORD });
  const totp = new TOTP({ secret: Secret.fromBase32(String((await post('/api/login/enrol')).secret)) });
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
  await post('/api/login/enrol/confirm', { code: totp.generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 }) });
  // The server takes the step after too, and never a step twice: the sign-in's code.
  return { email, code: totp.generate({ timestamp: (step + 1) * TOTP_PERIOD_SECONDS * 1000 }) };
}

/** An enquiry for each name through the form's endpoint, half in Arabic, with distinct phones. */
async function addItems(url: string) {
  const names = GIVEN.flatMap((given) => FAMILY.map((family) => [given, family]));
  for (const [n, [given, family]] of names.entries()) {
    const script = n % 2;
    const national = `50${String(2_000_000 + n)}`;
    const response = await fetch(url + API_PATHS.enquiries, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({
        forWhom: 'self',
        name: `${given![script]} ${family![script]}`,
        phone: { country: 'AE', dialCode: '+971', national, e164: `+971${national}` },
        contactMethod: 'phone',
        preferredTime: 'any',
        programme: 'notSure',
        message: 'A load test, not a person.',
        consent: true,
        consentVersion: CONSENT_VERSION,
        language: script ? 'ar' : 'en',
      }),
    });
    if (response.status !== 201) throw new Error(`An enquiry: ${response.status}`);
  }
}

const STEPS = ['Today (after the code)', 'inbox (link)', 'item (row)', 'inbox (new load)'] as const;
type Step = (typeof STEPS)[number];

/**
 * The staff path, `runs` times (and once first, not counted), each in a fresh context under the CPU
 * throttle with its own account: log in (password, then the code) → Today → the inbox → its first item,
 * then the inbox loaded anew. Per step, the ms from the click (or the navigation's start) to the first
 * count tiles, list rows or item painted. Prints each run and answers each step's median.
 */
export async function measureStaffPath(options: {
  browser: Browser;
  url: string;
  dataDir: string;
  root: string;
  runs: number;
  throttle: number;
  context: BrowserContextOptions;
}) {
  const { browser, url, runs, throttle } = options;
  await addItems(url);
  const times = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
  for (let run = 0; run <= runs; run += 1) {
    const account = await addAccount(url, options.dataDir, options.root, run);
    const context = await browser.newContext({ ...options.context, locale: 'en-US' });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      const time = async (step: Step, painted: Painted) => {
        // Straight through the protocol, as load.ts does: Playwright's helper script would be a long task of its own.
        const answer = await cdp.send('Runtime.evaluate', {
          expression: inPage(timeToPaint, painted),
          awaitPromise: true,
          returnByValue: true,
        });
        if (answer.exceptionDetails) throw new Error(`${step}: ${answer.exceptionDetails.exception?.description}`);
        if (run > 0) times.get(step)!.push(answer.result.value as number);
      };
      await page.goto(url + paths.login);
      await page.fill('input[type="email"]', account.email);
      await page.fill('input[type="password"]', PASSWORD);
      await page.click('form button[type="submit"]');
      await page.fill('input[autocomplete="one-time-code"]', account.code);
      const rows = { path: paths.inbox, selector: ITEM_ROW };
      await time('Today (after the code)', {
        click: 'form button[type="submit"]',
        path: paths.protected,
        selector: 'section[aria-labelledby="today-heading"] li a',
      });
      await time('inbox (link)', { ...rows, click: `a[href="${paths.inbox}"]` });
      await time('item (row)', {
        click: ITEM_ROW,
        path: `${paths.inbox}/SW-`,
        selector: 'main time[datetime]',
        absent: ITEM_ROW,
      });
      await page.addInitScript({ content: inPage(timeToPaint, rows) });
      await page.goto(url + paths.inbox);
      const reload = await cdp.send('Runtime.evaluate', {
        expression: 'window.__staffPaint',
        awaitPromise: true,
        returnByValue: true,
      });
      if (reload.exceptionDetails)
        throw new Error(`inbox (new load): ${reload.exceptionDetails.exception?.description}`);
      if (run > 0) times.get('inbox (new load)')!.push(reload.result.value as number);
      if (run > 0)
        console.log(
          `staff run ${run}/${runs}: ${STEPS.map((step) => `${step} ${times.get(step)!.at(-1)!.toFixed(0)} ms`).join(', ')}`,
        );
    } finally {
      await context.close();
    }
  }
  return STEPS.map((step) => ({ step, median: median(times.get(step)!) }));
}
