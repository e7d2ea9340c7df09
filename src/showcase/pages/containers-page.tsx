import { Container } from '@/components/ui/container';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { Code, Section, ShowcasePage } from '../components/showcase-page';

const widths: Array<{ width: 'narrow' | 'default' | 'wide'; use: Bilingual }> = [
  { width: 'narrow', use: { en: '48rem, for reading', ar: '48rem، للقراءة' } },
  { width: 'default', use: { en: '72rem, for pages', ar: '72rem، للصفحات' } },
  { width: 'wide', use: { en: '80rem, for wide grids', ar: '80rem، للشبكات العريضة' } },
];

export default function ContainersPage() {
  const text = useText();
  return (
    <ShowcasePage
      id="containers"
      lead={{
        en: 'Centred wrappers that limit line length, with side padding that grows at the tablet breakpoint.',
        ar: 'أغلفة في المنتصف تحدّ من طول السطر، بهوامش جانبية تتسع عند نقطة الأجهزة اللوحية.',
      }}
    >
      <Section title={{ en: 'Widths', ar: 'العروض' }}>
        <div className="space-y-3 overflow-hidden rounded-2xl border border-line bg-surface-sunken py-4">
          {widths.map(({ width, use }) => (
            <Container key={width} width={width}>
              <div className="rounded-xl border-2 border-dashed border-brand/50 bg-surface-raised p-4 text-fg">
                <Code>{width}</Code> <span className="text-fg-muted">{text(use)}</span>
              </div>
            </Container>
          ))}
        </div>
      </Section>
    </ShowcasePage>
  );
}
