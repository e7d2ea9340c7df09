import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { startServerProcess, type ServerProcess } from '../../../server/tests/support/server-process';
import { enquiryWording } from '../../../src/features/enquiry/content/enquiry-wording';
import { formWording } from '../../../src/features/enquiry/content/form-wording';
import { loginWording } from '../../../src/features/auth/content/login-wording';
import { secondFactorWording } from '../../../src/features/auth/content/second-factor-wording';
import { inboxWording, statusWording } from '../../../src/features/inbox/content/inbox-wording';

const STAFF = { email: 'salma@sakinawellness.com', password: 'A-long-staff-password-2026', name: 'Salma Staff' };

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sakina-e2e-staff-'));
  server = await startServerProcess({ DATA_DIR: dataDir }, { compiled: true });
  // The first staff account, as a centre creates it: the command, the password on standard input,
  // while the server runs.
  const added = spawnSync(
    process.execPath,
    ['dist-server/staff.js', 'add', STAFF.email, '--role', 'admissions', '--name', STAFF.name],
    {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATA_DIR: dataDir },
      input: `${STAFF.password}\n`,
      encoding: 'utf8',
    },
  );
  expect(added.status, `${added.stdout}\n${added.stderr}`).toBe(0);
});

test.afterAll(async () => {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('a family’s Arabic enquiry reaches the inbox; staff mark it contacted and sign out, and Back shows nothing private', async ({
  page,
}) => {
  // A visitor sends an enquiry in Arabic.
  await page.goto(`${server.url}/ar/admissions`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: enquiryWording.submit.ar }) });
  await form.getByRole('radio', { name: enquiryWording.forWhom.options['someone-else'].ar, exact: true }).check();
  await form.getByRole('textbox', { name: formWording.fullName.ar }).fill('نورة السالم');
  await form.getByRole('combobox', { name: enquiryWording.country.ar }).selectOption('EG');
  await form.getByRole('textbox', { name: enquiryWording.phone.ar }).fill('٠١٠ ١٢٣٤ ٥٦٧٨');
  await form.getByRole('radio', { name: enquiryWording.contactMethod.options.whatsapp.ar, exact: true }).check();
  await form.getByRole('checkbox', { name: formWording.consent.link.ar }).check();
  await form.getByRole('button', { name: enquiryWording.submit.ar }).click();
  const status = page.getByRole('status').filter({ hasText: formWording.reference.ar });
  await expect(status).toContainText(/SW-[0-9A-Z]{5}/);
  const reference = /SW-[0-9A-Z]{5}/.exec((await status.textContent()) ?? '')?.[0] ?? '';

  // A staff member signs in at the Arabic address; the pages behind it stay Arabic.
  await page.goto(`${server.url}/ar/login`);
  await page.getByLabel(loginWording.email.ar).fill(STAFF.email);
  await page.getByLabel(loginWording.password.ar).fill(STAFF.password);
  await page.getByRole('button', { name: loginWording.submit.ar }).click();
  // Its first sign-in enrols the second factor: the key typed into an "app", its first code, then
  // the recovery codes, saved before anything private shows.
  await expect(page.getByRole('heading', { name: secondFactorWording.enrolTitle.ar })).toBeVisible();
  await expect(page.getByRole('img', { name: secondFactorWording.qrLabel.ar })).toBeVisible();
  const key = ((await page.locator('code[dir="ltr"]').textContent()) ?? '').replaceAll(' ', '');
  await page.getByLabel(secondFactorWording.codeLabel.ar).fill(new TOTP({ secret: Secret.fromBase32(key) }).generate());
  await page.getByRole('button', { name: secondFactorWording.confirm.ar }).click();
  await expect(
    page.getByRole('list', { name: secondFactorWording.recoveryCodesLabel.ar }).getByRole('listitem'),
  ).toHaveCount(10);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: secondFactorWording.saved.ar }).click();
  await expect(page).toHaveURL(/\/protected$/);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toMatch(/token/i);

  // Finds it by its reference in the inbox, from the server's navigation.
  await page.locator('header a[href="/protected/inbox"]').first().click();
  await page.getByLabel(inboxWording.searchLabel.ar).fill(reference);
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByText('نورة السالم').first()).toBeVisible();
  await expect(page.locator('a[href="https://wa.me/201012345678"]')).toBeVisible();
  await expect(page.locator('a[href="tel:+201012345678"]')).toBeVisible();

  // Calls it contacted: recorded with who and when.
  await page.getByLabel(inboxWording.statusLabel.ar).selectOption('contacted');
  await page.getByRole('button', { name: inboxWording.saveStatus.ar }).click();
  await expect(page.getByText(inboxWording.saved.ar)).toBeVisible();
  const history = page.getByRole('region', { name: inboxWording.history.ar });
  await expect(history.getByText(statusWording.contacted.ar)).toBeVisible();
  await expect(history.getByText(STAFF.name)).toBeVisible();

  // Signs out.
  await page.getByRole('navigation', { name: 'الرئيسية' }).getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  // Back shows nothing private: the private pages send a visitor to sign in.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByText('نورة السالم')).toHaveCount(0);
  await expect(page.getByText(reference)).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByText('نورة السالم')).toHaveCount(0);

  // The session is over on the server too.
  const answer = await page.evaluate(async () => (await fetch('/api/inbox')).status);
  expect(answer).toBe(401);
});
