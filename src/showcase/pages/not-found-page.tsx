import ArrowLeft from 'lucide-react/icons/arrow-left';
import { SHOWCASE_PATH } from '#contracts/routes';
import { Button } from '@/components/ui/button';
import { LostIllustration } from '@/components/ui/illustrations';
import { PageHeader } from '@/components/ui/page-header';
import { notFoundBody } from '@/content/pages/not-found';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useText } from '@/i18n/use-text';
import { showcaseMeta } from '../showcase-meta';

/** The 404 example, also shown for any unknown /kit path. */
export default function ShowcaseNotFoundPage() {
  const text = useText();
  const meta = showcaseMeta('notFound');
  useDocumentTitle(meta.title);
  return (
    <div className="flex flex-col items-start gap-6">
      <div className="w-full max-w-[14rem]">
        <LostIllustration />
      </div>
      <PageHeader heading={meta.heading} />
      <p className="max-w-2xl text-lg text-fg-muted">{text(notFoundBody)}</p>
      <Button to={SHOWCASE_PATH} colour="brand" startIcon={ArrowLeft} mirrorIcons>
        {text({ en: 'Back to the UI kit', ar: 'العودة إلى مكونات الواجهة' })}
      </Button>
    </div>
  );
}
