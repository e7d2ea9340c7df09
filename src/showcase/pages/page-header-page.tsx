import Calendar from 'lucide-react/icons/calendar';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '#contracts/routes';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { Code } from '../components/showcase-page';
import { KIT_NAME, showcaseMeta } from '../showcase-meta';

const props: Array<{ name: string; about: Bilingual }> = [
  {
    name: 'heading',
    about: {
      en: "The page's one h1; the page sets its document title itself.",
      ar: 'العنوان الرئيسي الوحيد للصفحة؛ أما عنوان المستند فتضبطه الصفحة نفسها.',
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
  const meta = showcaseMeta('pageHeader');
  useDocumentTitle(meta.title);
  return (
    <>
      <PageHeader
        heading={meta.heading}
        eyebrow={KIT_NAME}
        lead={{
          en: 'The header above is the component itself: eyebrow, the one h1, a lead, and actions.',
          ar: 'الترويسة أعلاه هي المكوّن نفسه: سطر تمهيدي، والعنوان الرئيسي الوحيد، وسطر تعريفي، وإجراءات.',
        }}
        actions={
          <Button to={paths.admissions} colour="cta" startIcon={Calendar}>
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
