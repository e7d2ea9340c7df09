import { ErrorScreen } from '@/components/layout/error-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { showcaseMeta } from '../showcase-meta';

/** The generic error page as the site shows it, under the showcase's own title. */
export default function ShowcaseErrorPage() {
  // Effects run child first, so this title replaces the one ErrorScreen sets, and keeps doing so on language changes.
  useDocumentTitle(showcaseMeta('error').title);
  return <ErrorScreen message="Error: Internal Server Error" />;
}
