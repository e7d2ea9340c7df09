import { useId, type ReactNode } from 'react';
import type { ListSection } from '@/content/types';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { cn } from '@/lib/cn';
import { BulletList } from './bullet-list';
import { cardClasses } from './card';

interface PanelProps {
  title: Bilingual;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A card that is a section of its own, with an `h2`, so two topics can sit side by side in one band. */
export function Panel({ title, id, className, children }: PanelProps) {
  const text = useText();
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn(cardClasses, 'scroll-mt-24', className)}>
      <h2 id={headingId} className="break-words text-2xl font-semibold tracking-tight text-fg">
        {text(title)}
      </h2>
      {children}
    </section>
  );
}

/** A list section as a panel: its heading, paragraph and points. */
export function ListPanel({ section, className }: { section: ListSection; className?: string }) {
  const text = useText();
  return (
    <Panel title={section.title} className={className}>
      {section.text && <p className="mt-3 leading-relaxed text-fg-muted">{text(section.text)}</p>}
      <BulletList items={section.items} className="mt-6" />
    </Panel>
  );
}

/** A band holding two panels side by side from laptop width. */
export function PanelPair({
  first,
  second,
  tone = 'plain',
}: {
  first: ListSection;
  second: ListSection;
  tone?: 'plain' | 'soft';
}) {
  return (
    <div className={cn('render-near-view py-14 tablet:py-20', tone === 'soft' && 'bg-brand-soft/50')}>
      <div className="mx-auto grid w-full max-w-6xl gap-5 px-4 tablet:px-6 laptop:grid-cols-2">
        <ListPanel section={first} />
        <ListPanel section={second} />
      </div>
    </div>
  );
}
