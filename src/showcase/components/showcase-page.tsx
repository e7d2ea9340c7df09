import { useId, type ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { KIT_NAME, showcaseMeta, type ShowcaseId } from '../showcase-meta';
import { showcaseWording } from '../content/showcase-wording';

interface ShowcasePageProps {
  id: ShowcaseId;
  lead: Bilingual;
  actions?: ReactNode;
  children: ReactNode;
}

/** A showcase page: "<name> | Gamals UI" as its title, its `h1`, a lead, and its sections. */
export function ShowcasePage({ id, lead, actions, children }: ShowcasePageProps) {
  const meta = showcaseMeta(id);
  useDocumentTitle(meta.title);
  return (
    <>
      <PageHeader heading={meta.heading} eyebrow={KIT_NAME} lead={lead} actions={actions} />
      <div className="space-y-12">{children}</div>
    </>
  );
}

interface SectionProps {
  title: Bilingual;
  description?: Bilingual;
  children: ReactNode;
}

/** One family or state of a component, under its own `h2`. */
export function Section({ title, description, children }: SectionProps) {
  const text = useText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-fg">
        {text(title)}
      </h2>
      {description && <p className="mt-1 max-w-3xl text-fg-muted">{text(description)}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

interface DemoProps {
  /** A caption naming the variant or state, such as "disabled". */
  label?: Bilingual | string;
  /** The classes that lay the examples out, in place of the default wrapping row. */
  layout?: string;
  children: ReactNode;
}

const ROW = 'flex flex-wrap items-center gap-4';

/** A framed stage for examples. */
export function Demo({ label, layout = ROW, children }: DemoProps) {
  const text = useText();
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-5 tablet:p-6">
      {label && (
        <p className="mb-4 text-xs font-semibold uppercase tracking-wider text-fg-muted">
          {typeof label === 'string' ? label : text(label)}
        </p>
      )}
      <div className={layout}>{children}</div>
    </div>
  );
}

interface SpecimenProps {
  /** What the example shows: a name, a size, a colour. */
  caption: ReactNode;
  /** A quieter caption, for examples that differ only in size. */
  muted?: boolean;
  children: ReactNode;
}

/** One example of a family, above its caption. */
export function Specimen({ caption, muted = false, children }: SpecimenProps) {
  return (
    <span className={cn('flex flex-col items-center gap-2 text-sm', muted ? 'text-fg-muted' : 'text-fg')}>
      {children}
      {caption}
    </span>
  );
}

/** Code names (variants, props) stay left-to-right in Arabic too. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <code dir="ltr" className="rounded bg-surface-sunken px-1.5 py-0.5 font-mono text-[0.85em] text-fg">
      {children}
    </code>
  );
}

/** The note on pages whose live component belongs to the site layout. */
export function LayoutNote() {
  const text = useText();
  return (
    <p className="rounded-xl border border-dashed border-line bg-surface-sunken p-4 text-fg-muted">
      {text(showcaseWording.layoutNote)}
    </p>
  );
}
