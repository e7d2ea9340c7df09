import { expect, test, type Page, type Request } from '@playwright/test';
import { localizedPath } from '#contracts/addresses';
import { paths } from '#contracts/routes';
import { BAND_LABELS } from '#contracts/screeners';
import { crisisNotice } from '../../src/content/crisis';
import { phq9Page } from '../../src/content/pages/self-check';
import { scaleAnswers } from '../../src/features/self-check/content/questions';
import { selfCheckWording } from '../../src/features/self-check/content/self-check-wording';
import { settle } from './a11y/support/visit';

/**
 * The PHQ-9 and SCOFF self-checks against the production build: scored in the browser with no
 * request at all while the visitor answers, the crisis notice before the result when PHQ-9's ninth
 * answer is above zero, and the page's explanation with JavaScript off.
 */

type Language = 'ar' | 'en';

/** Opens a self-check in `language`, settled, and records every request made from then on. */
async function openCheck(page: Page, language: Language, path: string = paths.phq9) {
  await page.addInitScript((saved) => localStorage.setItem('language', saved), language);
  await page.goto(localizedPath(path, language));
  await settle(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

async function answerAll(page: Page, scores: readonly number[], language: Language, answers = scaleAnswers.frequency) {
  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(scores.length);
  for (const [index, score] of scores.entries())
    await groups.nth(index).getByLabel(answers[score]![language], { exact: true }).check();
  await page.getByRole('button', { name: selfCheckWording.seeResult[language] }).click();
}

const resultPanel = (page: Page, language: Language) =>
  page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: selfCheckWording.resultTitle[language] }),
  });

for (const [language, total, maximum] of [
  ['en', '10', '27'],
  ['ar', '١٠', '٢٧'],
] as const) {
  test(`PHQ-9 scores a known set to its band without a single request: ${language}`, async ({ page }) => {
    const requests = await openCheck(page, language);
    await answerAll(page, [1, 1, 1, 1, 1, 2, 2, 1, 0], language);
    const result = resultPanel(page, language);
    await expect(result).toContainText(`${total} `);
    await expect(result).toContainText(maximum);
    await expect(result).toContainText(BAND_LABELS.moderate[language]);
    await expect(result).toContainText(selfCheckWording.notDiagnosis[language]);
    await expect(page.getByRole('heading', { name: crisisNotice.title[language] })).toHaveCount(0);
    expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });

  test(`PHQ-9 shows the crisis notice before the result when the ninth answer is above zero: ${language}`, async ({
    page,
  }) => {
    const requests = await openCheck(page, language);
    await answerAll(page, [0, 0, 0, 0, 0, 0, 0, 0, 2], language);
    const crisis = page.getByRole('heading', { level: 2, name: crisisNotice.title[language] });
    const result = page.getByRole('heading', { level: 2, name: selfCheckWording.resultTitle[language] });
    await expect(crisis).toBeVisible();
    await expect(result).toBeVisible();
    const crisisFirst = await crisis.evaluate(
      (notice, heading) => !!(notice.compareDocumentPosition(heading!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await result.elementHandle(),
    );
    expect(crisisFirst).toBe(true);
    expect((await crisis.boundingBox())!.y).toBeLessThan((await result.boundingBox())!.y);
    await expect(resultPanel(page, language)).toContainText(BAND_LABELS.minimal[language]);
    expect(requests.map((request) => request.url())).toEqual([]);
  });

  test(`SCOFF scores two "yes" as a possible case without a single request: ${language}`, async ({ page }) => {
    const requests = await openCheck(page, language, paths.scoff);
    await answerAll(page, [1, 0, 0, 1, 0], language, scaleAnswers.yesNo);
    const result = resultPanel(page, language);
    await expect(result).toContainText(BAND_LABELS.possibleCase[language]);
    await expect(result).toContainText(selfCheckWording.notDiagnosis[language]);
    expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });
}

test('PHQ-9 answers go to the enquiry form only when asked, with nothing sent and nothing in the address', async ({
  page,
}) => {
  const requests = await openCheck(page, 'en');
  await answerAll(page, [1, 1, 1, 1, 1, 2, 2, 1, 0], 'en');
  expect(requests).toEqual([]);
  await resultPanel(page, 'en').getByRole('link', { name: selfCheckWording.sendAnswers.en }).click();
  await expect(
    page.getByText(/^Your PHQ-9 \(low mood and depression\) answers go with this enquiry \(10 of 27/),
  ).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(
    '/admissions#enquiry',
  );
  // Only the admissions page's own files were fetched: no API call, nothing but GETs.
  expect(requests.filter((request) => request.method() !== 'GET' || request.url().includes('/api/'))).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'ar'] as const) {
    test(`the PHQ-9 page explains what the questions are for: ${language}`, async ({ page }) => {
      await page.goto(localizedPath(paths.phq9, language));
      await expect(page.getByRole('heading', { level: 2, name: phq9Page.about.title[language] })).toBeVisible();
      await expect(page.getByText(phq9Page.about.text[language])).toBeVisible();
      await expect(page.getByText(phq9Page.notDiagnosis.text[language])).toBeVisible();
      await expect(page.getByRole('radiogroup')).toHaveCount(9);
    });
  }
});
