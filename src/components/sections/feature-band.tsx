import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Band } from './section';
import type { Bilingual } from '@/i18n/text';
import { cn } from '@/lib/cn';

interface FeatureBandProps {
  title: Bilingual;
  intro: Bilingual;
  /** Beside the text: a decorative picture or a panel. */
  aside: ReactNode;
  id?: string;
  /** The aside on the start side from laptop width. */
  asideFirst?: boolean;
  tone?: 'plain' | 'soft';
  children?: ReactNode;
}

/** A band with its `h2`, text and content on one side and a picture or panel on the other; stacked on phones. */
export function FeatureBand({
  title,
  intro,
  aside,
  id,
  asideFirst = false,
  tone = 'plain',
  children,
}: FeatureBandProps) {
  return (
    <Band title={title} intro={intro} id={id} className={tone === 'soft' ? 'bg-brand-soft/50' : undefined}>
      {(heading) => (
        <Container className="grid items-center gap-10 laptop:grid-cols-2 laptop:gap-16">
          <div className={cn('min-w-0', asideFirst && 'laptop:order-last')}>
            {heading}
            {children && <div className="mt-6">{children}</div>}
          </div>
          <div className="mx-auto w-full max-w-md">{aside}</div>
        </Container>
      )}
    </Band>
  );
}
