import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ScrollTableProps {
  /** Read by screen readers only: what the rows are. */
  caption: string;
  /** The header cells' words, in order. */
  columns: readonly string[];
  /** A last column of buttons, its header's words for screen readers only. */
  actionsColumn?: string;
  /** The table's least width (a `min-w-…` class): below it the region scrolls sideways. */
  minWidth?: string;
  /** The rows. */
  children: ReactNode;
}

/**
 * A table of records (a staff page's list) in a region of its own that scrolls sideways on a narrow
 * screen: focusable, so a keyboard can scroll it, and named by the table's caption.
 */
export function ScrollTable({ caption, columns, actionsColumn, minWidth, children }: ScrollTableProps) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe's scrollable-region-focusable asks for it
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <table className={cn('w-full text-start text-sm', minWidth)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-surface-sunken">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 text-start font-semibold text-fg">
                {column}
              </th>
            ))}
            {actionsColumn && (
              <th scope="col" className="px-4 py-3 text-start font-semibold text-fg">
                <span className="sr-only">{actionsColumn}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-surface-raised">{children}</tbody>
      </table>
    </div>
  );
}
