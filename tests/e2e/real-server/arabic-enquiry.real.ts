import { expect, test } from '@playwright/test';
import { openDatabase } from '../../../server/db/database';
import { enquiryWording } from '../../../src/features/enquiry/content/enquiry-wording';
import { formWording } from '../../../src/features/enquiry/content/form-wording';
import { realServerForFile } from './real-server';

const server = realServerForFile('sakina-e2e-');

test('an enquiry sent in Arabic from /ar/admissions is stored, and its reference is on the confirmation', async ({
  page,
}) => {
  await page.goto(`${server.url}/ar/admissions`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: enquiryWording.submit.ar }) });

  await form.getByRole('radio', { name: enquiryWording.forWhom.options.self.ar, exact: true }).check();
  await form.getByRole('textbox', { name: formWording.fullName.ar }).fill('ليلى حسن');
  await form.getByRole('combobox', { name: enquiryWording.country.ar }).selectOption('EG');
  // As an Arabic keyboard types it: Arabic-Indic digits.
  await form.getByRole('textbox', { name: enquiryWording.phone.ar }).fill('٠١٠ ١٢٣٤ ٥٦٧٨');
  await form.getByRole('textbox', { name: new RegExp(`^${enquiryWording.message.label.ar}`) }).fill('<b>مرحبًا</b>');
  await form.getByRole('checkbox', { name: formWording.consent.link.ar }).check();
  await form.getByRole('button', { name: enquiryWording.submit.ar }).click();

  await expect(page.getByRole('heading', { name: enquiryWording.confirmation.title.ar })).toBeFocused();
  const status = page.getByRole('status').filter({ hasText: formWording.reference.ar });
  await expect(status).toContainText(/SW-[0-9A-Z]{5}/);
  const reference = /SW-[0-9A-Z]{5}/.exec((await status.textContent()) ?? '')?.[0];

  // The embedded database has one user at a time: stop the server, then read what it stored.
  await server.process.stop();
  const db = await openDatabase({ databaseUrl: null, dataDir: server.dataDir });
  try {
    const rows = await db.query(
      'SELECT language, name, phone_e164, message, suspected_spam FROM enquiries WHERE reference = $1',
      [reference],
    );
    expect(rows).toEqual([
      { language: 'ar', name: 'ليلى حسن', phone_e164: '+201012345678', message: '<b>مرحبًا</b>', suspected_spam: false },
    ]);
  } finally {
    await db.close();
  }
});
