import { expect, test, type Browser, type Page } from '@playwright/test';
import { enquiryWording } from '../../../src/features/enquiry/content/enquiry-wording';
import { formWording } from '../../../src/features/enquiry/content/form-wording';
import { describeNewItems } from '../../../src/features/inbox/content/inbox-wording';
import { addStaff, enrolFromLink, realServerForFile, switchStaffToArabic } from './real-server';

const STAFF = { email: 'nour@sakinawellness.com', password: 'A-long-staff-password-2026', name: 'Nour Staff' };
const server = realServerForFile('sakina-e2e-live-');

let staffLink = '';
test.beforeAll(() => {
  staffLink = addStaff(server.dataDir, STAFF, 'admissions');
});

/** A family sends the shortest enquiry from its own browser, in `language`; answers when the form was sent. */
async function enquire(browser: Browser, language: 'ar' | 'en', name: string) {
  const family = await browser.newContext();
  const page = await family.newPage();
  await page.goto(`${server.url}${language === 'ar' ? '/ar' : ''}/admissions`);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: enquiryWording.submit[language] }) });
  await form.getByRole('radio', { name: enquiryWording.forWhom.options.self[language], exact: true }).check();
  await form.getByRole('textbox', { name: formWording.fullName[language] }).fill(name);
  await form.getByRole('textbox', { name: enquiryWording.phone[language] }).fill('050 111 2233');
  await form.getByRole('checkbox', { name: formWording.consent.link[language] }).check();
  await form.getByRole('button', { name: enquiryWording.submit[language] }).click();
  await expect(page.getByRole('status').filter({ hasText: formWording.reference[language] })).toContainText(/SW-/);
  const sentAt = Date.now();
  await family.close();
  return sentAt;
}

/** Waits for the open inbox's notice of one new item, shows it, and says how long it took after `sentAt`. */
async function seeArrival(inbox: Page, language: 'ar' | 'en', name: string, sentAt: number) {
  const notice = inbox.getByRole('button', { name: describeNewItems(1, language === 'ar' ? '١' : '1')[language] });
  // No reload: the notice comes by itself (the poll's interval holds the 10 s; this wait is only a ceiling).
  await expect(notice).toBeVisible({ timeout: 60_000 });
  const seconds = (Date.now() - sentAt) / 1000;
  test.info().annotations.push({ type: `new enquiry on the open inbox (${language})`, description: `${seconds} s` });
  console.log(`new enquiry on the open inbox (${language}): ${seconds.toFixed(1)} s after it was sent`);
  await notice.click();
  await expect(inbox.getByText(name).first()).toBeVisible();
}

test('an enquiry sent through the public form appears on an open inbox without a reload, in both languages', async ({
  browser,
  page,
}) => {
  await enrolFromLink(page, `${server.url}${staffLink}`, STAFF.password);
  await page.goto(`${server.url}/protected/inbox`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));

  await seeArrival(page, 'en', 'Amal Rahman', await enquire(browser, 'en', 'Amal Rahman'));

  await switchStaffToArabic(page);
  await seeArrival(page, 'ar', 'سلمى الراشد', await enquire(browser, 'ar', 'سلمى الراشد'));
  // The page never reloaded: every address it had was an address of the same document.
  expect(loads.every((url) => new URL(url).pathname.startsWith('/protected/inbox'))).toBe(true);
});
