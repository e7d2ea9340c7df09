import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNT } from '../../../src/contracts/demo';
import { fees } from '../../../src/content/pages/fees';
import { pageMeta } from '../../../src/content/page-meta';
import { referenceCodeWording } from '../../../src/content/reference-and-code';
import { withdrawalWording } from '../../../src/features/enquiry/content/withdrawal-wording';
import { loginWording } from '../../../src/features/auth/content/login-wording';
import { inboxWording } from '../../../src/features/inbox/content/inbox-wording';
import { realServerForFile, sendArabicEnquiry } from './real-server';

// Demo mode (not production, on loopback): its demo account stands for the staff.
const server = realServerForFile('sakina-e2e-withdrawal-');

test('a family withdraws its Arabic enquiry with the code from its confirmation; staff read that it was withdrawn', async ({
  page,
  browser,
}) => {
  // The reference and the code, as the family copies them from the confirmation.
  const { reference, code } = await sendArabicEnquiry(page, server.url, {
    name: 'سلمى المراجعة',
    phone: '٠٥٠ ٢٢٢ ٣٣٤٤',
  });

  // Later, on the withdrawal page in Arabic: the code typed in small letters, without its dashes.
  await page.goto(`${server.url}/ar/withdraw`);
  await page.getByRole('textbox', { name: referenceCodeWording.reference.label.ar, exact: true }).fill(reference);
  await page
    .getByRole('textbox', { name: referenceCodeWording.code.label.ar, exact: true })
    .fill(code.toLowerCase().replaceAll('-', ''));
  await page.getByRole('button', { name: withdrawalWording.show.ar }).click();
  await expect(page.getByRole('heading', { name: withdrawalWording.held.title.ar })).toBeVisible();
  await expect(page.getByText('سلمى المراجعة')).toBeVisible();
  await expect(page.getByText(withdrawalWording.held.states.received.label.ar)).toBeVisible();

  await page.getByRole('button', { name: withdrawalWording.withdraw.ar, exact: true }).click();
  await page.getByRole('button', { name: withdrawalWording.confirm.yes.ar }).click();
  await expect(page.getByRole('heading', { name: withdrawalWording.done.title.enquiry.ar })).toBeVisible();
  await expect(page.getByText('سلمى المراجعة')).toHaveCount(0);

  // The code works no more.
  await page.getByRole('textbox', { name: referenceCodeWording.reference.label.ar, exact: true }).fill(reference);
  await page.getByRole('textbox', { name: referenceCodeWording.code.label.ar, exact: true }).fill(code);
  await page.getByRole('button', { name: withdrawalWording.show.ar }).click();
  await expect(page.getByText(withdrawalWording.nothingFound.ar)).toBeVisible();

  // A staff member who opens the reference reads that the family withdrew it.
  const staff = await browser.newPage();
  await staff.goto(`${server.url}/login`);
  await staff.getByLabel(loginWording.email.en).fill(DEMO_ACCOUNT.email);
  await staff.getByLabel(loginWording.password.en).fill(DEMO_ACCOUNT.password);
  await staff.getByRole('button', { name: loginWording.submit.en, exact: true }).click();
  await expect(staff).toHaveURL(/\/protected$/);
  await staff.goto(`${server.url}/protected/inbox/${reference}`);
  await expect(staff.getByText(inboxWording.withdrawnDetail.en)).toBeVisible();
  await expect(staff.getByText('سلمى المراجعة')).toHaveCount(0);
  await staff.close();
});

test.describe('the fees page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'ar'] as const) {
    test(`reads whole in ${language}, and its questions open`, async ({ page }) => {
      await page.goto(`${server.url}${language === 'ar' ? '/ar/fees' : '/fees'}`);
      await expect(page.getByRole('heading', { level: 1, name: pageMeta.fees.heading[language] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      // Prices in the page's digits.
      const main = await page.locator('main').innerText();
      expect(main).toMatch(language === 'ar' ? /[٠-٩]{2}٬[٠-٩]{3}/ : /AED\s[0-9]{2},[0-9]{3}/);
      const first = fees.faq.items[0];
      const question = page.locator('details').filter({ hasText: first.question[language] });
      await expect(question).not.toHaveAttribute('open', '');
      await question.locator('summary').click();
      await expect(question).toHaveAttribute('open', '');
      await expect(question.getByText(first.answer[language].slice(0, 30))).toBeVisible();
    });
  }
});
