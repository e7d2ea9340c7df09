import { Button } from '@/components/ui/button';
import { Divider } from '@/components/ui/divider';
import { useText } from '@/i18n/use-text';
import { Demo, Section, ShowcasePage } from '../components/showcase-page';

export default function DividersPage() {
  const text = useText();
  return (
    <ShowcasePage
      id="dividers"
      lead={{
        en: 'Thin rules between groups: a separator, a labelled break, and a vertical rule between actions.',
        ar: 'خطوط رفيعة بين المجموعات: فاصل، وفاصل بتسمية، وخط عمودي بين الإجراءات.',
      }}
    >
      <Section title={{ en: 'Horizontal', ar: 'أفقي' }}>
        <Demo layout="space-y-4">
          <p className="text-fg">{text({ en: 'Above the line', ar: 'فوق الخط' })}</p>
          <Divider />
          <p className="text-fg">{text({ en: 'Below the line', ar: 'تحت الخط' })}</p>
        </Demo>
      </Section>
      <Section title={{ en: 'With a label', ar: 'مع تسمية' }}>
        <Demo layout="max-w-sm space-y-4">
          <Button colour="brand" className="w-full">
            {text({ en: 'Log In', ar: 'تسجيل الدخول' })}
          </Button>
          <Divider label={text({ en: 'or', ar: 'أو' })} />
          <Button colour="cta" className="w-full">
            {text({ en: 'Book Now', ar: 'احجز الآن' })}
          </Button>
        </Demo>
      </Section>
      <Section title={{ en: 'Vertical', ar: 'عمودي' }}>
        <Demo layout="flex h-12 flex-wrap items-center gap-3">
          <Button colour="ghost" size="sm">
            {text({ en: 'Edit', ar: 'تعديل' })}
          </Button>
          <Divider orientation="vertical" />
          <Button colour="ghost" size="sm">
            {text({ en: 'Share', ar: 'مشاركة' })}
          </Button>
        </Demo>
      </Section>
    </ShowcasePage>
  );
}
