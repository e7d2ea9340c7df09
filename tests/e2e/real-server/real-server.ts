import type { Locator, Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { secondFactorWording as words } from '../../../src/features/auth/content/second-factor-wording';
import { enquiryWording } from '../../../src/features/enquiry/content/enquiry-wording';
import { formWording } from '../../../src/features/enquiry/content/form-wording';
import { startServerProcess, type ServerProcess } from '../../../server/harness/server-process';

/** The file's compiled server (demo mode, on loopback) and its data folder, set once its `beforeAll` has run. */
export interface RealServer {
  process: ServerProcess;
  url: string;
  dataDir: string;
}

/**
 * Starts the compiled server on a fresh data folder before the file's tests, and stops it (unless a test
 * already did) and removes the folder after them.
 */
export function realServerForFile(folderPrefix: string): RealServer {
  const real = {} as RealServer;
  test.beforeAll(async () => {
    real.dataDir = mkdtempSync(path.join(tmpdir(), folderPrefix));
    real.process = await startServerProcess({ DATA_DIR: real.dataDir, DEMO: 'true' }, { compiled: true });
    real.url = real.process.url;
  });
  test.afterAll(async () => {
    const { child, exited } = real.process;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(real.dataDir, { recursive: true, force: true });
  });
  return real;
}

/** Adds a staff account as a centre does on the server's machine: the command, the password on standard input. */
export function addStaff(dataDir: string, account: { email: string; password: string; name: string }, role: string) {
  const added = spawnSync(
    process.execPath,
    ['dist-server/staff.js', 'add', account.email, '--role', role, '--name', account.name],
    {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATA_DIR: dataDir },
      input: `${account.password}\n`,
      encoding: 'utf8',
    },
  );
  expect(added.status, `${added.stdout}\n${added.stderr}`).toBe(0);
  // The command prints the new account's one-time enrolment link: the owner enrols from it (L10).
  const token = /\/enrol#([\w-]+)/.exec(added.stdout)?.[1];
  expect(token, added.stdout).toBeTruthy();
  return `/enrol#${token}`;
}

/** An enrolment link's page: the account's password, then on to the enrolment screen. */
export async function openEnrolmentLink(page: Page, url: string, password: string) {
  await page.goto(url);
  await page.getByLabel(/^(Your password|كلمة مرورك)/).fill(password);
  await page.getByRole('button', { name: /^(Continue|متابعة)$/ }).click();
}

/**
 * The second factor's enrolment, on its screen after a password: the authenticator key typed into an "app"
 * (the QR code beside it), its first code, then the ten recovery codes, saved before anything private shows;
 * ends on the staff area's home.
 */
export async function enrolSecondFactor(page: Page, language: 'en' | 'ar') {
  await expect(page.getByRole('heading', { name: words.enrolTitle[language] })).toBeVisible();
  await expect(page.getByRole('img', { name: words.qrLabel[language] })).toBeVisible();
  const key = ((await page.locator('code[dir="ltr"]').first().textContent()) ?? '').replaceAll(' ', '');
  await page.getByLabel(words.codeLabel[language]).fill(new TOTP({ secret: Secret.fromBase32(key) }).generate());
  await page.getByRole('button', { name: words.confirm[language] }).click();
  await expect(page.getByRole('list', { name: words.recoveryCodesLabel[language] }).getByRole('listitem')).toHaveCount(
    10,
  );
  await page.getByRole('button', { name: words.saved[language] }).click();
  await expect(page).toHaveURL(/\/protected$/);
}

/** The staff area's language changed to Arabic from the top bar's account menu (at a desktop width). */
export async function switchStaffToArabic(page: Page) {
  const bar = page.getByRole('navigation', { name: 'Main' });
  await bar.getByRole('button', { name: 'Account' }).click();
  await bar.getByRole('button', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** A new member's first sign-in from the link the staff command printed (an English address): password, then enrolment. */
export async function enrolFromLink(page: Page, url: string, password: string) {
  await openEnrolmentLink(page, url, password);
  await enrolSecondFactor(page, 'en');
}

/**
 * A family's own Arabic enquiry (name and phone, and `window` to set its safe days and hours in the form),
 * sent from /ar/admissions; answers the reference and the code as the family copies them from the confirmation.
 */
export async function sendArabicEnquiry(
  page: Page,
  url: string,
  family: { name: string; phone: string; window?: (form: Locator) => Promise<void> },
) {
  await page.goto(`${url}/ar/admissions`);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: enquiryWording.submit.ar }) });
  await form.getByRole('radio', { name: enquiryWording.forWhom.options.self.ar, exact: true }).check();
  await form.getByRole('textbox', { name: formWording.fullName.ar }).fill(family.name);
  await form.getByRole('textbox', { name: enquiryWording.phone.ar }).fill(family.phone);
  await family.window?.(form);
  await form.getByRole('checkbox', { name: formWording.consent.link.ar }).check();
  await form.getByRole('button', { name: enquiryWording.submit.ar }).click();
  await expect(page.getByRole('heading', { name: enquiryWording.confirmation.title.ar })).toBeFocused();
  const confirmation = (await page.locator('main').innerText()).replace(/[\u2066-\u2069]/g, '');
  const reference = /SW-[0-9A-Z]{5}/.exec(confirmation)?.[0] ?? '';
  const code = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(confirmation)?.[0] ?? '';
  expect(reference).not.toBe('');
  expect(code).not.toBe('');
  return { reference, code };
}
