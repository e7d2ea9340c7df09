import type { ReactNode } from 'react';
import type { PageMeta } from '@/content/page-meta';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';

interface PageProps {
  meta: PageMeta;
  /** A line under the heading. */
  lead?: Bilingual;
  children?: ReactNode;
}

/** A page: its document title, its one `h1`, and its content. */
export function Page({ meta, lead, children }: PageProps) {
  const text = useText();
  useDocumentTitle(meta.title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 tablet:px-6 laptop:py-14">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-fg tablet:text-4xl">{text(meta.heading)}</h1>
        {lead && <p className="mt-3 text-lg text-fg-muted">{text(lead)}</p>}
      </header>
      {children}
    </div>
  );
}
