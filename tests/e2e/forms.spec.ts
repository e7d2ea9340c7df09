import { expect, test, type Page, type Route } from '@playwright/test';
import { CONSENT_VERSION } from '#contracts/consent';
import { paths } from '#contracts/routes';
import { contactWording } from '../../src/features/enquiry/content/contact-wording';
import { enquiryWording } from '../../src/features/enquiry/content/enquiry-wording';
import { errorMessages } from '../../src/features/enquiry/content/error-messages';
import { bookCallNowWording, formWording } from '../../src/features/enquiry/content/form-wording';
import { actions } from '../../src/content/action-wording';
import { axeFindings } from './a11y/support/axe';
import { appReady } from './a11y/support/visit';

/**
 * Both forms end to end against the production build, which has no mock
 * server: the API is answered here with page.route.
 */

type Language = 'ar' | 'en';

const useLanguage = (page: Page, language: Language) =>
  page.addInitScript((saved) => localStorage.setItem('language', saved), language);

/** Answers every POST to `pattern` with `status`, recording the JSON bodies. */
async function answer(page: Page, pattern: string, status: number) {
  const bodies: unknown[] = [];
  await page.unroute(pattern);
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    bodies.push(route.request().postDataJSON());
    await route.fulfill({
      status,
      contentType: 'application/json',
      // A stored form's receipt, as the server sends it: the reference of its kind and the withdrawal code.
      body: JSON.stringify(
        status === 201
          ? { reference: pattern === CONTACT ? 'SC-2B8HD' : 'SW-4F7K2', withdrawalCode: 'ABCD-EFGH-JKMN-PQRS' }
          : { message: 'Server error' },
      ),
    });
  });
  return bodies;
}

const ENQUIRIES = '**/api/enquiries';
const CONTACT = '**/api/contact';

const enquiryForm = (page: Page, language: Language) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: enquiryWording.submit[language] }) });

const contactForm = (page: Page, language: Language) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: contactWording.submit[language] }) });

/** What each language's visitor types: Arabic keyboards give Arabic-Indic digits. */
const people = {
  en: { name: 'Layla Hassan', phone: '010 1234 5678', contact: 'layla@example.com' },
  ar: { name: 'ليلى حسن', phone: '٠١٠ ١٢٣٤ ٥٦٧٨', contact: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧' },
};

for (const language of ['en', 'ar'] as const) {
  test(`the admissions enquiry is filled, sent and confirmed in ${language} @smoke`, async ({ page }) => {
    await useLanguage(page, language);
    const bodies = await answer(page, ENQUIRIES, 201);
    await page.goto(paths.admissions);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const form = enquiryForm(page, language);

    await form
      .getByRole('radio', { name: enquiryWording.forWhom.options['someone-else'][language], exact: true })
      .check();
    await form.getByRole('textbox', { name: formWording.fullName[language] }).fill(people[language].name);
    await form.getByRole('combobox', { name: enquiryWording.country[language] }).selectOption('EG');
    const phone = form.getByRole('textbox', { name: enquiryWording.phone[language] });
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await phone.fill(people[language].phone);
    await form
      .getByRole('radio', { name: enquiryWording.contactMethod.options.whatsapp[language], exact: true })
      .check();
    await form
      .getByRole('radio', { name: enquiryWording.preferredTime.options.evening[language], exact: true })
      .check();
    await form
      .getByRole('combobox', { name: enquiryWording.programme.label[language] })
      .selectOption({ label: enquiryWording.programme.options.eatingDisorders[language] });
    await form.getByRole('checkbox', { name: formWording.consent.link[language] }).check();
    await form.getByRole('button', { name: enquiryWording.submit[language] }).click();

    const heading = page.getByRole('heading', { name: enquiryWording.confirmation.title[language] });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByText(enquiryWording.confirmation.next.whatsapp[language])).toBeVisible();
    // The call can be booked from here, and the confirmation with its code passes axe.
    await expect(page.getByRole('button', { name: bookCallNowWording.book[language] })).toBeVisible();
    expect(await axeFindings(page, `confirmation ${language}`)).toEqual([]);
    expect(bodies).toEqual([
      expect.objectContaining({
        forWhom: 'someone-else',
        name: people[language].name,
        phone: { country: 'EG', dialCode: '+20', national: '1012345678', e164: '+201012345678' },
        contactMethod: 'whatsapp',
        preferredTime: 'evening',
        programme: 'eatingDisorders',
        consent: true,
        consentVersion: CONSENT_VERSION,
        language,
      }),
    ]);
  });

  test(`the contact form is filled, sent and confirmed in ${language} @smoke`, async ({ page }) => {
    await useLanguage(page, language);
    const bodies = await answer(page, CONTACT, 201);
    await page.goto(paths.contactUs);
    await appReady(page);
    const form = contactForm(page, language);

    await form.getByRole('textbox', { name: formWording.fullName[language] }).fill(people[language].name);
    await form.getByRole('textbox', { name: contactWording.contact[language] }).fill(people[language].contact);
    await form.getByRole('textbox', { name: contactWording.subject[language] }).fill('Visit');
    await form.getByRole('textbox', { name: contactWording.message[language] }).fill('Hello');
    await form.getByRole('checkbox', { name: formWording.consent.link[language] }).check();
    await form.getByRole('button', { name: contactWording.submit[language] }).click();

    await expect(page.getByRole('heading', { name: contactWording.confirmation.title[language] })).toBeFocused();
    expect(bodies).toEqual([
      expect.objectContaining(
        language === 'en' ? { email: 'layla@example.com', language } : { phone: '+971501234567', language },
      ),
    ]);
  });
}

test('an enquiry with errors lists them at the top, in Arabic, and sends nothing', async ({ page }) => {
  await useLanguage(page, 'ar');
  const bodies = await answer(page, ENQUIRIES, 201);
  await page.goto(paths.admissions);
  await appReady(page);
  const form = enquiryForm(page, 'ar');
  await form.getByRole('textbox', { name: enquiryWording.phone.ar }).fill('123');
  await form.getByRole('button', { name: enquiryWording.submit.ar }).click();

  const summary = page.getByRole('alert').filter({ hasText: formWording.summaryTitle.ar });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: errorMessages['phone.invalid.AE'].ar }).click();
  await expect(form.getByRole('textbox', { name: enquiryWording.phone.ar })).toBeFocused();
  expect(bodies).toEqual([]);
});

test('a server error keeps the enquiry, says so, and "Try again" sends it', async ({ page }) => {
  await useLanguage(page, 'en');
  await answer(page, ENQUIRIES, 500);
  await page.goto(paths.admissions);
  await appReady(page);
  const form = enquiryForm(page, 'en');
  const name = form.getByRole('textbox', { name: formWording.fullName.en });
  const phone = form.getByRole('textbox', { name: enquiryWording.phone.en });

  await form.getByRole('radio', { name: enquiryWording.forWhom.options.self.en, exact: true }).check();
  await name.fill('Layla Hassan');
  await phone.fill('050 123 4567');
  await form.getByRole('checkbox', { name: formWording.consent.link.en }).check();
  await form.getByRole('button', { name: enquiryWording.submit.en }).click();

  const alert = page.getByRole('alert').filter({ hasText: enquiryWording.failureTitle.en });
  await expect(alert).toContainText(formWording.failure.server.en);
  await expect(name).toHaveValue('Layla Hassan');
  await expect(phone).toHaveValue('050 123 4567');
  await expect(form.getByRole('checkbox', { name: formWording.consent.link.en })).toBeChecked();

  // The draft survives a reload; consent is asked for again.
  await page.reload();
  await expect(name).toHaveValue('Layla Hassan');
  await expect(form.getByRole('checkbox', { name: formWording.consent.link.en })).not.toBeChecked();
  await form.getByRole('checkbox', { name: formWording.consent.link.en }).check();
  await form.getByRole('button', { name: enquiryWording.submit.en }).click();
  await expect(page.getByRole('alert').filter({ hasText: enquiryWording.failureTitle.en })).toBeVisible();

  const bodies = await answer(page, ENQUIRIES, 201);
  await page.getByRole('button', { name: actions.tryAgain.en }).click();
  await expect(page.getByRole('heading', { name: enquiryWording.confirmation.title.en })).toBeFocused();
  expect(bodies).toHaveLength(1);

  await page.reload();
  await expect(enquiryForm(page, 'en').getByRole('textbox', { name: formWording.fullName.en })).toHaveValue('');
});

test('a server error on the contact form keeps the message, in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await answer(page, CONTACT, 500);
  await page.goto(paths.contactUs);
  await appReady(page);
  const form = contactForm(page, 'ar');
  const message = form.getByRole('textbox', { name: contactWording.message.ar });

  await form.getByRole('textbox', { name: formWording.fullName.ar }).fill('عمر');
  await form.getByRole('textbox', { name: contactWording.contact.ar }).fill('omar@example.com');
  await form.getByRole('textbox', { name: contactWording.subject.ar }).fill('زيارة');
  await message.fill('هل يمكن لعائلتي الزيارة يوم الجمعة؟');
  await form.getByRole('checkbox', { name: formWording.consent.link.ar }).check();
  await form.getByRole('button', { name: contactWording.submit.ar }).click();

  await expect(page.getByRole('alert').filter({ hasText: contactWording.failureTitle.ar })).toContainText(
    formWording.failure.server.ar,
  );
  await expect(message).toHaveValue('هل يمكن لعائلتي الزيارة يوم الجمعة؟');
});
