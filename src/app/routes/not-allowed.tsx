import { Link } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { landing } from '#contracts/routes';
import { notAllowed, notAllowedMeta } from '@/content/pages/not-allowed';
import { useText } from '@/i18n/use-text';

/** A staff page outside the signed-in role: said plainly, with the way back. */
export default function NotAllowedPage() {
  const text = useText();
  return (
    <Page meta={notAllowedMeta} description={notAllowed.description} indexed={false}>
      <p className="max-w-2xl text-lg text-fg-muted">{text(notAllowed.body)}</p>
      <Link to={landing.user} className="mt-6 inline-block font-medium text-brand underline underline-offset-4">
        {text(notAllowed.back)}
      </Link>
    </Page>
  );
}
