import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { reportsWording as wording } from '../content/reports-wording';
import { useReportsText } from '../hooks/use-reports-text';

/** A chart's figures as a table: the column headings, then each row's heading and cells, already in words. */
export interface TableData {
  columns: string[];
  rows: { key: string; head: string; cells: string[] }[];
}

interface ChartCardProps {
  title: string;
  /** A line under the title: what is counted. */
  note?: string;
  table: TableData;
  /** The drawing, hidden from screen readers: the table says the same. */
  children: ReactNode;
  className?: string;
}

/**
 * One chart under its heading, with its figures as a real table. Screen readers get the table
 * (the drawing is hidden from them); on screen it sits behind "Show as a table"; on paper it is
 * printed under the chart.
 */
export function ChartCard({ title, note, table, children, className }: ChartCardProps) {
  const t = useReportsText();
  const headingId = useId();
  const tableId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-4 overflow-hidden rounded-xl border border-line bg-surface-raised p-4 tablet:p-6 print:break-inside-avoid print:border-0 print:p-0',
        className,
      )}
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        {note && <p className="mt-1 text-sm text-fg-muted">{note}</p>}
      </div>
      <div aria-hidden="true">{children}</div>
      <div className="print:hidden">
        <Button
          colour="ghost"
          size="xs"
          className="-ms-3"
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {t.text(open ? wording.hideTable : wording.showTable)}
        </Button>
      </div>
      <div id={tableId} className={cn(open ? 'overflow-x-auto' : 'sr-only print:not-sr-only')}>
        <DataTable caption={title} table={table} />
      </div>
    </section>
  );
}

/** A table with its caption, column headings and row headings (`scope` set), figures aligned at the end. */
export function DataTable({ caption, table }: { caption: string; table: TableData }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line">
          {table.columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={cn('px-2 py-2 font-semibold text-fg', index === 0 ? 'text-start' : 'text-end')}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {table.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="px-2 py-2 text-start font-normal text-fg">
              {row.head}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className="whitespace-nowrap px-2 py-2 text-end tabular-nums text-fg">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
