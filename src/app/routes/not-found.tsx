import { Link } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { paths } from '#contracts/routes';
import { backToHome, notFound, notFoundBody, notFoundMeta } from '@/content/pages/not-found';
import { useText } from '@/i18n/use-text';
import { usePathFor } from '@/i18n/language-context';

/** The 404 page (spec §2). */
export default function NotFoundPage() {
  const pathFor = usePathFor();
  const text = useText();
  return (
    <Page meta={notFoundMeta} description={notFound.description} indexed={false}>
      <p className="max-w-2xl text-lg text-fg-muted">{text(notFoundBody)}</p>
      <Link to={pathFor(paths.home)} className="mt-6 inline-block font-medium text-brand underline underline-offset-4">
        {text(backToHome)}
      </Link>
    </Page>
  );
}
