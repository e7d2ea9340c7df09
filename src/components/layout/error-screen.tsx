import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#contracts/routes';
import { errorMeta } from '@/content/page-title';
import { errorScreen } from '@/content/ui-wording';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useText } from '@/i18n/use-text';
import { usePathFor } from '@/i18n/language-context';

interface ErrorScreenProps {
  /** A line naming what failed, such as "Error: Internal Server Error". */
  message?: string;
  /** Buttons such as "Try again". */
  actions?: ReactNode;
}

/** The generic error page (spec §2, §8): "Error", the homepage sentence, and what failed. */
export function ErrorScreen({ message, actions }: ErrorScreenProps) {
  const pathFor = usePathFor();
  const text = useText();
  useDocumentTitle(errorMeta.title);
  const homepage = (
    <Link to={pathFor(paths.home)} className="font-medium text-brand underline underline-offset-4">
      {text(errorScreen.homepage)}
    </Link>
  );
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold text-fg">{text(errorMeta.heading)}</h1>
      <p className="mt-4 text-lg text-fg-muted">
        {text(errorScreen.before)}
        {homepage}
        {text(errorScreen.after)}
      </p>
      {message && (
        <p role="alert" className="mt-4 font-medium text-danger" dir="auto">
          {message}
        </p>
      )}
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
