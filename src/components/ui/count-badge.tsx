import { formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { useRenderLanguage } from '@/i18n/language-context';
import { cn } from '@/lib/cn';

/** Spec §3, §9: above this the badge reads "99+". */
export const COUNT_BADGE_CAP = 99;

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

interface CountBadgeProps {
  count: number;
  /** What is counted, for the screen-reader text. Default cart items. */
  noun?: CountNoun;
  className?: string;
}

/** A small count: "99+" above 99, nothing at all at 0 or below (spec §3, §9); digits follow the language. */
export function CountBadge({ count, noun = 'cart-items', className }: CountBadgeProps) {
  const language = useRenderLanguage();
  if (!(count > 0)) return null;
  const shown = count > COUNT_BADGE_CAP ? `${formatNumber(COUNT_BADGE_CAP, language)}+` : formatNumber(count, language);
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-cta px-1.5 text-xs font-semibold leading-none text-cta-fg',
        className,
      )}
    >
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{describeCount(count, noun, language)}</span>
    </span>
  );
}
