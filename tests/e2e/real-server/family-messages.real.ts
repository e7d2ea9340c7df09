import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNT } from '../../../src/contracts/demo';
import { referenceCodeWording } from '../../../src/content/reference-and-code';
import { loginWording } from '../../../src/features/auth/content/login-wording';
import { familyMessagesWording } from '../../../src/features/family/content/family-messages-wording';
import { familySignInWording } from '../../../src/features/family/content/family-sign-in-wording';
import { messagesWording } from '../../../src/features/inbox/content/messages-wording';
import { todayWording } from '../../../src/features/today/content/today-wording';
import { realServerForFile, sendArabicEnquiry } from './real-server';

// Demo mode (not production, on loopback): its demo account stands for the admissions team.
const server = realServerForFile('sakina-e2e-messages-');
// The family's browser speaks Arabic: its home stays Arabic when it comes back (the staff member's is English).
test.use({ locale: 'ar-SA' });

const QUESTION = 'متى يمكنكم الاتصال بنا؟';
const ANSWER = 'We will call you tomorrow at six.';

test('a family writes to the team in Arabic from its own space; staff find it from Today and answer on the item; the family reads the answer', async ({
  page,
  browser,
}) => {
  const { reference, code } = await sendArabicEnquiry(page, server.url, {
    name: 'سلمى الرسائل',
    phone: '٠٥٠ ٢٢٢ ٥٥٦٦',
  });

  // The family logs in with the reference and the code, and writes to the team.
  await page.goto(`${server.url}/ar/login`);
  await page.getByRole('textbox', { name: referenceCodeWording.reference.label.ar, exact: true }).fill(reference);
  await page.getByRole('textbox', { name: referenceCodeWording.code.label.ar, exact: true }).fill(code);
  await page.getByRole('button', { name: familySignInWording.submit.ar }).click();
  await expect(page).toHaveURL(/\/protected$/);
  await page.getByRole('textbox', { name: familyMessagesWording.label.ar }).fill(QUESTION);
  await page.getByRole('button', { name: familyMessagesWording.send.ar, exact: true }).click();
  await expect(page.getByText(QUESTION)).toBeVisible();

  // A member of the admissions team reads it on the item, in English, and answers.
  const staff = await browser.newPage({ locale: 'en-US' });
  await staff.goto(`${server.url}/login`);
  await staff.getByLabel(loginWording.email.en).fill(DEMO_ACCOUNT.email);
  await staff.getByLabel(loginWording.password.en).fill(DEMO_ACCOUNT.password);
  await staff.getByRole('button', { name: loginWording.submit.en, exact: true }).click();
  await expect(staff).toHaveURL(/\/protected$/);
  // Today counts the item with a new message; its link opens the inbox filtered to such items, this one among them.
  await staff.getByRole('link', { name: new RegExp(todayWording.work.unreadMessages.en) }).click();
  await expect(staff).toHaveURL(/\/protected\/inbox\?due=messages$/);
  await staff.getByRole('link', { name: new RegExp(reference) }).click();
  await expect(staff).toHaveURL(new RegExp(`/protected/inbox/${reference}$`));
  const thread = staff.getByRole('region', { name: messagesWording.heading.en });
  await expect(thread.getByText(QUESTION)).toBeVisible();
  await thread.getByRole('textbox', { name: messagesWording.label.en }).fill(ANSWER);
  await thread.getByRole('button', { name: messagesWording.send.en }).click();
  await expect(thread.getByText(ANSWER)).toBeVisible();
  // This family chose WhatsApp, not email: no notice went, and the page says so.
  await expect(thread.getByText(messagesWording.notice.notSent.en)).toBeVisible();
  await staff.close();

  // The family reads the answer, under the team's name.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: ANSWER })).toContainText(familyMessagesWording.team.ar);
});
