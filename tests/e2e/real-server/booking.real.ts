import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '../../../src/contracts/demo';
import { referenceCodeWording } from '../../../src/content/reference-and-code';
import { availabilityWording } from '../../../src/features/accounts/content/availability-wording';
import { loginWording } from '../../../src/features/auth/content/login-wording';
import { discretionWording } from '../../../src/features/enquiry/content/discretion-wording';
import { bookCallWording } from '../../../src/features/family/content/book-call-wording';
import { familySignInWording } from '../../../src/features/family/content/family-sign-in-wording';
import { bookingPanelWording } from '../../../src/features/inbox/content/booking-panel-wording';
import { bookedCallsWording } from '../../../src/features/today/content/booked-calls-wording';
import { realServerForFile, sendArabicEnquiry } from './real-server';

// Demo mode (not production, on loopback): its demo account stands for the admissions team, at the centre in Dubai.
const server = realServerForFile('sakina-e2e-booking-');
// The family is in Riyadh, an hour behind the centre, and reads Arabic.
test.use({ locale: 'ar-SA', timezoneId: 'Asia/Riyadh' });

const SAFE_DAYS = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس'];
const OTHER_DAYS = ['الجمعة', 'السبت'];
const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
/** «١٧:٣٠» → 17.5 */
const hoursOf = (clock: string) => {
  const [hours = '', minutes = ''] = clock
    .split(':')
    .map((part) => [...part].map((d) => ARABIC_DIGITS.indexOf(d)).join(''));
  return Number(hours) + Number(minutes) / 60;
};

/** The demo member takes calls in Arabic every day, 08:00–23:30 at the centre: only the family's window limits the times. */
async function openEveryDay(staff: Page) {
  await staff.goto(`${server.url}/protected/profile`);
  const form = staff.locator('form').filter({ has: staff.getByRole('button', { name: availabilityWording.save.en }) });
  await form.getByRole('combobox', { name: availabilityWording.timeZone.en }).selectOption('Asia/Dubai');
  await form.getByRole('checkbox', { name: 'Arabic' }).check();
  for (const day of WEEK) {
    const fieldset = form.getByRole('group', { name: day, exact: true });
    await fieldset.getByRole('button', { name: availabilityWording.addHours.en.replace('{day}', day) }).click();
    await fieldset.getByRole('textbox', { name: availabilityWording.from.en }).fill('08:00');
    await fieldset.getByRole('textbox', { name: availabilityWording.to.en }).fill('23:30');
  }
  await form.getByRole('button', { name: availabilityWording.save.en }).click();
  await expect(staff.getByText(availabilityWording.saved.en)).toBeVisible();
}

test('a family in Riyadh that allows only Sunday–Thursday 17:00–20:00 is offered no other time, and its booking reaches the item and the Today page in the centre’s time', async ({
  page,
  browser,
}) => {
  const staff = await browser.newPage({ locale: 'en-US', timezoneId: 'Asia/Dubai' });
  await staff.goto(`${server.url}/login`);
  await staff.getByLabel(loginWording.email.en).fill(DEMO_ACCOUNT.email);
  await staff.getByLabel(loginWording.password.en).fill(DEMO_ACCOUNT.password);
  await staff.getByRole('button', { name: loginWording.submit.en, exact: true }).click();
  await expect(staff).toHaveURL(/\/protected$/);
  await openEveryDay(staff);

  const { reference, code } = await sendArabicEnquiry(page, server.url, {
    name: 'ريم الموعد',
    phone: '٠٥٠ ٣٣٣ ٧٧٨٨',
    window: async (form) => {
      const days = form.getByRole('group', { name: discretionWording.safeDays.legend.ar });
      for (const day of SAFE_DAYS) await days.getByRole('checkbox', { name: day, exact: true }).check();
      for (const day of OTHER_DAYS) await days.getByRole('checkbox', { name: day, exact: true }).uncheck();
      const hours = form.getByRole('group', { name: discretionWording.safeHours.legend.ar });
      await hours.getByRole('combobox', { name: discretionWording.safeHours.from.ar, exact: true }).selectOption('17');
      await hours.getByRole('combobox', { name: discretionWording.safeHours.to.ar, exact: true }).selectOption('20');
    },
  });

  await page.goto(`${server.url}/ar/login`);
  await page.getByRole('textbox', { name: referenceCodeWording.reference.label.ar, exact: true }).fill(reference);
  await page.getByRole('textbox', { name: referenceCodeWording.code.label.ar, exact: true }).fill(code);
  await page.getByRole('button', { name: familySignInWording.submit.ar }).click();
  await expect(page).toHaveURL(/\/protected$/);

  // Every day offered is Sunday to Thursday, and every time 17:00–19:30 theirs, 18:00–20:30 at the centre.
  const dayField = page.getByRole('combobox', { name: bookCallWording.day.ar });
  await expect(dayField).toBeVisible();
  const radios = page.locator('form').filter({ has: dayField }).getByRole('radio');
  const days = await dayField.locator('option').allTextContents();
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) {
    expect(
      SAFE_DAYS.some((safe) => day.startsWith(safe)),
      day,
    ).toBe(true);
    await dayField.selectOption({ label: day });
    await expect(radios.first()).toBeVisible();
    const times = await radios.evaluateAll((radios) =>
      radios.map((radio) => radio.closest('label')?.textContent ?? ''),
    );
    expect(times.length, day).toBeGreaterThan(0);
    for (const label of times) {
      const [theirs = '', centre = ''] = [...label.matchAll(/[٠-٩]{2}:[٠-٩]{2}/g)].map((match) => match[0]);
      expect(hoursOf(theirs), label).toBeGreaterThanOrEqual(17);
      expect(hoursOf(theirs), label).toBeLessThanOrEqual(19.5);
      expect(hoursOf(centre) - hoursOf(theirs), label).toBe(1);
    }
  }

  // The family books the first time offered; its home says when, in its time and the centre's.
  await dayField.selectOption({ label: days[0]! });
  const first = radios.first();
  const chosen = (await first.evaluate((radio) => radio.closest('label')?.textContent ?? '')).match(
    /[٠-٩]{2}:[٠-٩]{2}/g,
  )!;
  await first.check();
  await page.getByRole('button', { name: bookCallWording.book.ar }).click();
  const booked = bookCallWording.booked.ar.split('{day}')[0]!;
  await expect(page.getByText(booked)).toContainText(chosen[0]!);
  await expect(page.getByText(bookCallWording.bookedCentre.ar.split('{time}')[0]!)).toContainText(chosen[1]!);

  // The staff member sees it on the item: the centre's time (Dubai) and the family's (Riyadh), an hour apart.
  await staff.goto(`${server.url}/protected/inbox/${reference}`);
  const panel = staff.getByRole('region', { name: bookingPanelWording.heading.en });
  const western = (clock: string) =>
    [...clock].map((d) => (ARABIC_DIGITS.includes(d) ? ARABIC_DIGITS.indexOf(d) : d)).join('');
  await expect(panel.getByRole('definition').first()).toContainText(western(chosen[1]!));
  await expect(panel.getByRole('definition').nth(1)).toContainText(western(chosen[0]!));

  // And on the Today page (today's calls, or the next six days'): at the centre's time, the family's beside it.
  await staff.goto(`${server.url}/protected`);
  const row = staff
    .getByRole('region', { name: new RegExp(`${bookedCallsWording.heading.en}|${bookedCallsWording.aheadHeading.en}`) })
    .getByRole('listitem')
    .filter({ has: staff.getByRole('link', { name: new RegExp(reference) }) });
  await expect(row.getByRole('link')).toHaveText(`${western(chosen[1]!)} ${reference}`);
  await expect(row).toContainText(
    bookedCallsWording.theirTime.en.replace('{time}', western(chosen[0]!)).split(' (')[0]!,
  );
  await staff.close();
});
