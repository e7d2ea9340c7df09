import { formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { arabicForm, englishForm, type ArabicForm } from '@/i18n/plural';

export type CountNoun = 'cart-items' | 'notifications';

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

/** "3 items in cart" / "٣ عناصر في السلة", with the plural form the number takes. */
export function describeCount(count: number, noun: CountNoun, language: Language) {
  const shown = formatNumber(count, language);
  return language === 'en' ? english[noun][englishForm(count)](shown) : arabic[noun][arabicForm(count)](shown);
}
