import type { Page } from '@playwright/test';
import { CONSENT_VERSION } from '#contracts/consent';
import { site } from '../../../../src/config/site';
import type { Language } from './routes';
import { collectVisibleText } from './visible-text';

/**
 * What may show in the other language's script. In Arabic: the language switch's "English", and
 * the contact details that only exist in Latin letters (email, web addresses, phone numbers),
 * plus the centre's address should it be shown in Latin. In English: the switch's "العربية".
 */
const allowed: Record<Language, string[]> = {
  ar: [
    'English',
    site.email,
    site.company.url,
    site.mapUrl,
    ...Object.values(site.social),
    site.phone,
    site.whatsapp,
    site.address.en,
    // Inbox references (the item's and its possible duplicate's) are codes in Latin letters, like phone numbers.
    'SW-4F7K2',
    'SW-6MJ2C',
    // So is the version of the consent a family accepted, shown on the item.
    CONSENT_VERSION,
    // A file format and the program that opens it have no Arabic names: Arabic writing keeps them in Latin letters.
    'CSV',
    'Excel',
  ],
  en: ['العربية'],
};

const foreign: Record<Language, RegExp> = { ar: /[A-Za-z]{2,}/, en: /[\u0600-\u06FF]/ };

/** The visible strings that still hold a word in the other script once allowed strings are removed. */
export async function foreignText(page: Page, language: Language, where: string): Promise<string[]> {
  const texts = await page.evaluate(collectVisibleText);
  const offending = texts.filter((text) => {
    const rest = allowed[language].reduce((remaining, phrase) => remaining.split(phrase).join(' '), text);
    return foreign[language].test(rest);
  });
  return [...new Set(offending)].map((text) => `${where}: "${text}"`);
}

export const reportForeignText = (language: Language, found: string[]) =>
  `${language === 'ar' ? 'Latin' : 'Arabic'} words outside the allowlist:\n${found.join('\n')}`;
