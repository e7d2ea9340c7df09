import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { Code, Section, ShowcasePage } from '../components/showcase-page';

interface Swatch {
  token: string;
  /** The literal classes, so Tailwind sees them. */
  className: string;
  use: Bilingual;
}

const pairs: Swatch[] = [
  {
    token: 'brand / brand-fg',
    className: 'bg-brand text-brand-fg',
    use: { en: 'Primary actions, links', ar: 'الإجراءات الرئيسية والروابط' },
  },
  {
    token: 'brand-soft / brand',
    className: 'bg-brand-soft text-brand',
    use: { en: 'Selected items, info', ar: 'العناصر المختارة والمعلومات' },
  },
  {
    token: 'cta / cta-fg',
    className: 'bg-cta text-cta-fg',
    use: { en: 'Book Now, badges', ar: 'زر احجز الآن وشارات العدد' },
  },
  {
    token: 'danger / danger-fg',
    className: 'bg-danger text-danger-fg',
    use: { en: 'Destructive actions', ar: 'الإجراءات الخطِرة' },
  },
  { token: 'danger-soft / danger', className: 'bg-danger-soft text-danger', use: { en: 'Errors', ar: 'الأخطاء' } },
  {
    token: 'success-soft / success',
    className: 'bg-success-soft text-success',
    use: { en: 'Confirmations', ar: 'التأكيدات' },
  },
  {
    token: 'warning-soft / warning',
    className: 'bg-warning-soft text-warning',
    use: { en: 'Warnings', ar: 'التحذيرات' },
  },
];

const surfaces: Swatch[] = [
  { token: 'surface', className: 'bg-surface text-fg', use: { en: 'Page background', ar: 'خلفية الصفحة' } },
  {
    token: 'surface-raised',
    className: 'bg-surface-raised text-fg',
    use: { en: 'Cards, fields', ar: 'البطاقات والحقول' },
  },
  {
    token: 'surface-sunken',
    className: 'bg-surface-sunken text-fg',
    use: { en: 'Wells, hover', ar: 'المساحات الغائرة والتمرير' },
  },
  {
    token: 'fg-muted',
    className: 'bg-surface-raised text-fg-muted',
    use: { en: 'Secondary text', ar: 'النص الثانوي' },
  },
  { token: 'line', className: 'bg-line text-fg', use: { en: 'Borders, dividers', ar: 'الحدود والفواصل' } },
  {
    token: 'focus',
    className: 'bg-surface-raised text-fg outline outline-2 outline-offset-[-6px] outline-focus',
    use: { en: 'Focus ring', ar: 'إطار التركيز' },
  },
];

function SwatchGrid({ swatches }: { swatches: Swatch[] }) {
  const text = useText();
  return (
    <ul className="grid gap-3 tablet:grid-cols-2 laptop:grid-cols-3">
      {swatches.map(({ token, className, use }) => (
        <li key={token} className="overflow-hidden rounded-xl border border-line bg-surface-raised">
          <div className={`flex h-20 items-end p-3 text-2xl font-semibold ${className}`}>
            {text({ en: 'Aa', ar: 'أب' })}
          </div>
          <div className="space-y-1 p-3 text-sm">
            <Code>{token}</Code>
            <p className="text-fg-muted">{text(use)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function ColorsPage() {
  return (
    <ShowcasePage
      id="colors"
      lead={{
        en: 'Semantic colour tokens. Each one switches with the scheme, and every text pair meets WCAG AA contrast in light and dark.',
        ar: 'رموز ألوان دلالية. يتبدّل كلٌّ منها مع نمط الألوان، وكل زوج من النص والخلفية يحقق تباين WCAG AA في الوضعين الفاتح والداكن.',
      }}
    >
      <Section title={{ en: 'Text on colour', ar: 'النص على اللون' }}>
        <SwatchGrid swatches={pairs} />
      </Section>
      <Section title={{ en: 'Surfaces and lines', ar: 'الأسطح والخطوط' }}>
        <SwatchGrid swatches={surfaces} />
      </Section>
    </ShowcasePage>
  );
}
