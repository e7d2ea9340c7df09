import { CalmIllustration, EmptyCartIllustration, LostIllustration } from '@/components/ui/illustrations';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import type { ReactNode } from 'react';
import { Code, Section, ShowcasePage } from '../components/showcase-page';

const items: Array<{ name: string; art: ReactNode; use: Bilingual }> = [
  {
    name: 'CalmIllustration',
    art: <CalmIllustration />,
    use: { en: 'Welcome and empty states that reassure', ar: 'الترحيب والحالات الفارغة المطمئِنة' },
  },
  {
    name: 'EmptyCartIllustration',
    art: <EmptyCartIllustration />,
    use: { en: 'An empty cart or list', ar: 'سلة أو قائمة فارغة' },
  },
  {
    name: 'LostIllustration',
    art: <LostIllustration />,
    use: { en: 'Page not found', ar: 'الصفحة غير موجودة' },
  },
];

export default function IllustrationsPage() {
  const text = useText();
  return (
    <ShowcasePage
      id="illustrations"
      lead={{
        en: 'Spot illustrations drawn with the colour tokens, so they follow the colour scheme. They are decorative: the text beside them says what they show.',
        ar: 'رسوم توضيحية صغيرة مرسومة برموز الألوان، فتتبع نمط الألوان. وهي زخرفية: النص المجاور لها يقول ما تعرضه.',
      }}
    >
      <Section title={{ en: 'Illustrations', ar: 'الرسوم' }}>
        <ul className="grid gap-4 tablet:grid-cols-2 laptop:grid-cols-3">
          {items.map(({ name, art, use }) => (
            <li key={name} className="rounded-2xl border border-line bg-surface-raised p-5">
              <div className="flex justify-center">{art}</div>
              <p className="mt-4 text-sm">
                <Code>{name}</Code>
              </p>
              <p className="mt-1 text-sm text-fg-muted">{text(use)}</p>
            </li>
          ))}
        </ul>
      </Section>
    </ShowcasePage>
  );
}
