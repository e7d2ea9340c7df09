import { expect, test } from '@playwright/test';
import { enquiry, post, uaePhone } from '../../../server/tests/support/payloads';
import {
  accountsWording,
  actionWording,
  inviteWording,
  roleWording,
} from '../../../src/features/accounts/content/accounts-wording';
import { joinWording } from '../../../src/features/auth/content/join-wording';
import { sessionWording } from '../../../src/features/auth/content/session-wording';
import { reportsWording } from '../../../src/features/reports/content/reports-wording';
import { pageMeta } from '../../../src/content/page-meta';
import { passwordWording } from '../../../src/content/password-wording';
import { addStaff, enrolFromLink, enrolSecondFactor, realServerForFile } from './real-server';

const ADMIN = { email: 'amal@sakinawellness.com', password: 'An-admin-password-2026', name: 'Amal Admin' };
const MANAGER = { email: 'mona@sakinawellness.com', password: 'A-manager-password-2026', name: 'Mona Manager' };
/** A family's details: the manager must never see any of them. */
const FAMILY = { name: 'Khalid Privatename', phone: '501112233', email: 'khalid.private@example.com' };

const server = realServerForFile('sakina-e2e-accounts-');

let adminLink = '';
test.beforeAll(async () => {
  // The first account is made on the server's machine, as a centre makes it; every other from the site.
  adminLink = addStaff(server.dataDir, ADMIN, 'admin');
  const sent = await post(
    `${server.url}/api/enquiries`,
    server.url,
    enquiry({
      name: FAMILY.name,
      phone: uaePhone(FAMILY.phone),
      email: FAMILY.email,
      message: `Private words of ${FAMILY.name}`,
    }),
  );
  expect(sent.status).toBe(201);
});

test('an admin invites a manager, who joins, enrols and reads the reports without a family’s name; disabled, her open session ends at once', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  // The first admin enrols from the link the command printed, with the password.
  await enrolFromLink(admin, `${server.url}${adminLink}`, ADMIN.password);

  // The admin invites a manager whose staff area is in Arabic, and is shown the link once.
  await admin.goto(`${server.url}/protected/accounts`);
  const invite = admin.locator('form').filter({ has: admin.getByRole('button', { name: inviteWording.submit.en }) });
  await invite.getByLabel(inviteWording.name.en).fill(MANAGER.name);
  await invite.getByLabel(inviteWording.email.en).fill(MANAGER.email);
  await invite.getByLabel(inviteWording.role.en).selectOption('manager');
  await invite.getByLabel(inviteWording.language.en).selectOption('ar');
  await invite.getByRole('button', { name: inviteWording.submit.en }).click();
  const shown = admin.getByText(/\/join#[A-Za-z0-9_-]{43}/).first();
  await expect(shown).toBeVisible();
  const link = /https?:\/\/\S+\/join#[A-Za-z0-9_-]{43}/.exec((await shown.textContent()) ?? '')?.[0] ?? '';
  expect(link).not.toBe('');

  // The manager opens it on her own device: greeted in Arabic, she sets a password and enrols.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.goto(link);
  await expect(
    manager.getByRole('heading', { name: joinWording.welcome.ar.replace('{name}', MANAGER.name) }),
  ).toBeVisible();
  await expect(manager).toHaveURL(/\/join$/);
  // The label holds a required mark too; the confirmation's label contains this one.
  await manager.getByLabel(new RegExp(`^${passwordWording.newPassword.ar}`)).fill(MANAGER.password);
  await manager.getByLabel(passwordWording.confirmPassword.ar).fill(MANAGER.password);
  await manager.getByRole('button', { name: joinWording.setPassword.ar }).click();
  await enrolSecondFactor(manager, 'ar');
  await expect(manager.locator('html')).toHaveAttribute('dir', 'rtl');

  // Her navigation has the reports and no inbox; the reports show counts and no family's details.
  await expect(manager.locator('header a[href="/protected/reports"]').first()).toBeVisible();
  await expect(manager.locator('a[href="/protected/inbox"]')).toHaveCount(0);
  await manager.locator('header a[href="/protected/reports"]').first().click();
  await expect(manager.getByRole('heading', { level: 1, name: pageMeta.reports.heading.ar })).toBeVisible();
  await expect(manager.getByRole('heading', { name: reportsWording.funnel.ar })).toBeVisible();
  const seen = await manager.locator('body').innerText();
  for (const secret of Object.values(FAMILY)) expect(seen).not.toContain(secret);
  const inbox = await manager.evaluate(async () => (await fetch('/api/inbox')).status);
  expect(inbox).toBe(403);

  // The admin disables her account.
  await admin.reload();
  await admin.getByRole('button', { name: accountsWording.manageLabel.en.replace('{name}', MANAGER.name) }).click();
  await admin.getByRole('button', { name: actionWording.disable.en }).click();
  await admin.getByRole('button', { name: actionWording.confirmDisable.en, exact: true }).click();
  await expect(admin.getByText(actionWording.done.disabled.en.replace('{name}', MANAGER.name))).toBeVisible();
  await expect(admin.getByText(roleWording.manager.name.en).first()).toBeVisible();

  // Her open page asks for other figures: the session is over, and nothing of it stays on screen.
  await manager.getByRole('button', { name: reportsWording.choices['last-month'].ar }).click();
  await expect(manager.getByText(sessionWording.heading.ar)).toBeVisible();
  expect(await manager.evaluate(async () => (await fetch('/api/session')).status)).toBe(401);

  await adminContext.close();
  await managerContext.close();
});
