import { expect, test, type Page } from '@playwright/test';
import { referenceCodeWording } from '../../../src/content/reference-and-code';
import { familySignInWording } from '../../../src/features/family/content/family-sign-in-wording';
import { passkeysWording } from '../../../src/features/family/content/passkeys-wording';
import { STANDING_WORDS } from '../../../src/contracts/family';
import { realServerForFile, sendArabicEnquiry } from './real-server';

const server = realServerForFile('sakina-e2e-passkey-');
test.use({ locale: 'ar-SA', timezoneId: 'Asia/Riyadh' });

/** The page's address by name: a passkey is bound to a host name, and WebAuthn takes none that is an IP address. */
const site = () => server.url.replace('127.0.0.1', 'localhost');

/** This page's device: Chromium's virtual authenticator, with a screen lock that always recognises its owner. */
async function addDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

/** Logs out everywhere from the family's menu, and opens the login page again. */
async function logOut(page: Page) {
  await page.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }).first().click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto(`${site()}/ar/login`);
}

test('a family adds a passkey on its phone, comes back with it alone, and once removed it opens nothing', async ({
  page,
}) => {
  const credentials = await addDevice(page);
  const { reference, code } = await sendArabicEnquiry(page, site(), { name: 'سارة المفتاح', phone: '٠٥٠ ٤٤٤ ٥٥٦٦' });

  await page.goto(`${site()}/ar/login`);
  await page.getByRole('textbox', { name: referenceCodeWording.reference.label.ar, exact: true }).fill(reference);
  await page.getByRole('textbox', { name: referenceCodeWording.code.label.ar, exact: true }).fill(code);
  await page.getByRole('button', { name: familySignInWording.submit.ar }).click();
  await expect(page).toHaveURL(/\/protected$/);

  const section = page.locator('#passkeys');
  await section.getByRole('button', { name: passkeysWording.add.ar }).click();
  await expect(section.getByText(passkeysWording.added.ar)).toBeVisible();
  await expect(section.getByRole('list', { name: passkeysWording.listLabel.ar }).getByRole('listitem')).toHaveCount(1);
  // The device keeps it under the reference alone: no name of the family's.
  const [kept] = await credentials();
  expect(kept?.isResidentCredential).toBe(true);
  expect(kept?.rpId).toBe('localhost');

  await logOut(page);
  await page.getByRole('button', { name: familySignInWording.passkey.submit.ar }).click();
  await expect(page).toHaveURL(/\/protected$/);
  await expect(page.getByText(STANDING_WORDS.received.ar)).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();

  await section.getByRole('button', { name: /^حذف مفتاح المرور المُضاف في / }).click();
  await expect(section.getByText(passkeysWording.removed.ar)).toBeVisible();
  await logOut(page);
  await page.getByRole('button', { name: familySignInWording.passkey.submit.ar }).click();
  await expect(page.getByText(familySignInWording.passkey.refused.ar)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
