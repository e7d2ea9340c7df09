import { formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';

export type CountNoun = 'cart-items' | 'notifications';

type ArabicForm = 'one' | 'two' | 'few' | 'many' | 'other';

// Arabic counts take a different noun form by number: 1, 2, 3–10, 11–99, and 100+ (and 0).
const arabic: Record<CountNoun, Record<ArabicForm, (n: string) => string>> = {
  'cart-items': {
    one: () => 'عنصر واحد في السلة',
    two: () => 'عنصران في السلة',
    few: (n) => `${n} عناصر في السلة`,
    many: (n) => `${n} عنصرًا في السلة`,
    other: (n) => `${n} عنصر في السلة`,
  },
  notifications: {
    one: () => 'إشعار واحد',
    two: () => 'إشعاران',
    few: (n) => `${n} إشعارات`,
    many: (n) => `${n} إشعارًا`,
    other: (n) => `${n} إشعار`,
  },
};

const english: Record<CountNoun, { one: (n: string) => string; other: (n: string) => string }> = {
  'cart-items': { one: (n) => `${n} item in cart`, other: (n) => `${n} items in cart` },
  notifications: { one: (n) => `${n} notification`, other: (n) => `${n} notifications` },
};

const pluralRules = { ar: new Intl.PluralRules('ar-EG'), en: new Intl.PluralRules('en-US') };

/** "3 items in cart" / "٣ عناصر في السلة", with the plural form the number takes. */
export function describeCount(count: number, noun: CountNoun, language: Language) {
  const shown = formatNumber(count, language);
  const form = pluralRules[language].select(count);
  if (language === 'en') return english[noun][form === 'one' ? 'one' : 'other'](shown);
  return arabic[noun][form === 'zero' ? 'other' : (form as ArabicForm)](shown);
}
