import { useId, type ReactNode } from 'react';

/** One part of an inbox item's page: a section named by its heading. */
export function DetailPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface-raised p-4 tablet:p-6">
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
