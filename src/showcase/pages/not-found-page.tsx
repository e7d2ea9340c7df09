import { Button } from '@/components/ui/button';
import { arrowLeftIcon } from '@/components/ui/icons/arrow-left-icon';
import { LostIllustration } from '@/components/ui/illustrations';
import { PageHeader } from '@/components/ui/page-header';
import { notFoundBody } from '@/content/page-meta';
import { useText } from '@/i18n/use-text';
import { KIT_PATH, showcaseMeta } from '../showcase-meta';

/** The 404 example, also shown for any unknown /kit path. */
export default function ShowcaseNotFoundPage() {
  const text = useText();
  return (
    <div className="flex flex-col items-start gap-6">
      <LostIllustration className="max-w-[14rem]" />
      <PageHeader meta={showcaseMeta('notFound')} />
      <p className="max-w-2xl text-lg text-fg-muted">{text(notFoundBody)}</p>
      <Button to={KIT_PATH} colour="brand" startIcon={arrowLeftIcon}>
        {text({ en: 'Back to the UI kit', ar: 'العودة إلى مكونات الواجهة' })}
      </Button>
    </div>
  );
}
