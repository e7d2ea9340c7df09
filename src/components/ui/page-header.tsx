import type { ReactNode } from 'react';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { cn } from '@/lib/cn';

interface PageHeaderProps {
  /** The page's one `h1`. */
  heading: Bilingual;
  /** A small line above the heading (the section, a category). */
  eyebrow?: Bilingual;
  /** A line under the heading. */
  lead?: Bilingual;
  /** Buttons beside the heading block. */
  actions?: ReactNode;
  className?: string;
}

/** A page's `h1` with an optional eyebrow, lead and actions; the same look as `Page`'s header. */
export function PageHeader({ heading, eyebrow, lead, actions, className }: PageHeaderProps) {
  const text = useText();
  return (
    <header className={cn('mb-8 flex flex-wrap items-end justify-between gap-x-8 gap-y-4', className)}>
      <div className="max-w-3xl">
        {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-cta">{text(eyebrow)}</p>}
        <h1 className="text-3xl font-semibold tracking-tight text-fg tablet:text-4xl">{text(heading)}</h1>
        {lead && <p className="mt-3 text-lg text-fg-muted">{text(lead)}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </header>
  );
}
