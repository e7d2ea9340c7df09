import { Button } from '@/components/ui/button';
import { calendarIcon } from '@/components/ui/icons/calendar-icon';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { Code } from '../components/showcase-page';
import { KIT_NAME, showcaseMeta } from '../showcase-meta';

const props: Array<{ name: string; about: Bilingual }> = [
  {
    name: 'meta',
    about: {
      en: 'Page metadata: sets the document title and gives the heading.',
      ar: 'بيانات الصفحة: تضبط عنوان المستند وتعطي العنوان الرئيسي.',
    },
  },
  {
    name: 'heading',
    about: {
      en: 'A heading alone, when the title is set elsewhere.',
      ar: 'عنوان رئيسي وحده، حين يُضبط عنوان المستند في مكان آخر.',
    },
  },
  {
    name: 'eyebrow',
    about: { en: 'A small line above the heading ("Gamals UI" here).', ar: 'سطر صغير فوق العنوان ("Gamals UI" هنا).' },
  },
  { name: 'lead', about: { en: 'A line under the heading.', ar: 'سطر تحت العنوان.' } },
  { name: 'actions', about: { en: 'Buttons beside the heading block.', ar: 'أزرار بجانب كتلة العنوان.' } },
];

// This page's own header is the example: a second h1 would break the one-h1-per-page rule.
export default function PageHeaderPage() {
  const text = useText();
  return (
    <>
      <PageHeader
        meta={showcaseMeta('pageHeader')}
        eyebrow={KIT_NAME}
        lead={{
          en: 'The header above is the component itself: eyebrow, the one h1, a lead, and actions.',
          ar: 'الترويسة أعلاه هي المكوّن نفسه: سطر تمهيدي، والعنوان الرئيسي الوحيد، وسطر تعريفي، وإجراءات.',
        }}
        actions={
          <Button to={paths.admissions} colour="cta" startIcon={calendarIcon}>
            {text({ en: 'Book Now', ar: 'احجز الآن' })}
          </Button>
        }
      />
      <section aria-labelledby="page-header-props">
        <h2 id="page-header-props" className="text-xl font-semibold text-fg">
          {text({ en: 'Properties', ar: 'الخصائص' })}
        </h2>
        <dl className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface-raised">
          {props.map(({ name, about }) => (
            <div key={name} className="grid gap-1 p-4 tablet:grid-cols-[8rem_1fr]">
              <dt>
                <Code>{name}</Code>
              </dt>
              <dd className="text-fg-muted">{text(about)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
