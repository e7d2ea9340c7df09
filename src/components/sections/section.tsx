import { useId, type ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { cn } from '@/lib/cn';

const tones = {
  plain: '',
  soft: 'bg-brand-soft/50',
  sunken: 'bg-surface-sunken',
} as const;

interface SectionProps {
  title: Bilingual;
  /** A paragraph under the heading. */
  intro?: Bilingual;
  /** The section's anchor. */
  id?: string;
  tone?: keyof typeof tones;
  width?: 'narrow' | 'default';
  /** A link at the end of the heading block ("See all …"). */
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}

interface BandProps {
  title: Bilingual;
  intro?: Bilingual;
  id?: string;
  className?: string;
  /** The band's inside, given its heading block (the `h2` and the paragraph) to place. */
  children: (heading: ReactNode) => ReactNode;
}

/** The `section` of every band of a page (`Section`, `FeatureBand`), named by its `h2`. */
export function Band({ title, intro, id, className, children }: BandProps) {
  const text = useText();
  const headingId = useId();
  const heading = (
    <>
      <h2 id={headingId} className="break-words text-2xl font-semibold tracking-tight text-fg tablet:text-3xl">
        {text(title)}
      </h2>
      {intro && <p className="mt-3 text-lg leading-relaxed text-fg-muted">{text(intro)}</p>}
    </>
  );
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('render-near-view scroll-mt-24 py-14 tablet:py-20', className)}
    >
      {children(heading)}
    </section>
  );
}

/** A band of the page: its `h2`, an optional paragraph and its content, in the page's column. */
export function Section({ title, intro, id, tone = 'plain', width, action, className, children }: SectionProps) {
  return (
    <Band title={title} intro={intro} id={id} className={cn(tones[tone], className)}>
      {(heading) => (
        <Container width={width}>
          <div className="mb-8 flex flex-wrap items-end justify-between gap-x-8 gap-y-4 tablet:mb-10">
            <div className="min-w-0 max-w-2xl">{heading}</div>
            {action}
          </div>
          {children}
        </Container>
      )}
    </Band>
  );
}
