import { addOnFees, FEES_CURRENCY, programmeFees } from '@/config/fees';
import { price, priceRange } from '@/content/fee-formats';
import { LANGUAGE_SETTINGS } from '@/i18n/languages';

const currency = {
  en: new Intl.NumberFormat(LANGUAGE_SETTINGS.en.locale, {
    style: 'currency',
    currency: FEES_CURRENCY,
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  }),
  ar: new Intl.NumberFormat(LANGUAGE_SETTINGS.ar.locale, {
    style: 'currency',
    currency: FEES_CURRENCY,
    currencyDisplay: 'name',
    maximumFractionDigits: 0,
  }),
};

describe('prices', () => {
  it('writes every fee, and any whole amount, as Intl writes the currency in each language', () => {
    const fees = [
      ...Object.values(programmeFees).flatMap(({ weekly }) => [weekly.from, weekly.to]),
      ...Object.values(addOnFees),
    ];
    for (const amount of [...fees, 0, 1, 2, 10, 999, 1000, 12_345, 1_250_000])
      for (const language of ['ar', 'en'] as const)
        expect(price(amount, language)).toBe(currency[language].format(amount));
    expect(price(1500, 'en')).toBe('AED\u00a01,500');
    expect(price(1500, 'ar')).toBe('١٬٥٠٠ درهم إماراتي');
  });

  it('writes a range as Intl does in English, and as the site’s other Arabic ranges read', () => {
    for (const { weekly } of Object.values(programmeFees)) {
      expect(priceRange(weekly, 'en')).toBe(currency.en.formatRange(weekly.from, weekly.to));
      expect(priceRange(weekly, 'ar')).toBe(
        `من ${new Intl.NumberFormat('ar-EG').format(weekly.from)} إلى ${currency.ar.format(weekly.to)}`,
      );
    }
    expect(priceRange({ from: 900, to: 900 }, 'en')).toBe('AED\u00a0900');
  });
});
