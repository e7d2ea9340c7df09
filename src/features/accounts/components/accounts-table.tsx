import type { ReactNode } from 'react';
import type { Bilingual } from '@/i18n/text';
import { columnWording as columns } from '../content/accounts-wording';
import { useAccountsText } from '../hooks/use-accounts-text';

interface AccountsTableProps {
  caption: Bilingual;
  headings: readonly Bilingual[];
  /** The body's rows. */
  children: ReactNode;
}

/** The admin's tables (accounts, open invitations): a caption for screen readers, the headings, an actions column. */
export function AccountsTable({ caption, headings, children }: AccountsTableProps) {
  const t = useAccountsText();
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t.text(caption)}</caption>
        <thead className="bg-surface-sunken">
          <tr>
            {headings.map((column) => (
              <th key={column.en} scope="col" className="px-4 py-3 text-start font-semibold text-fg">
                {t.text(column)}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-start font-semibold text-fg">
              <span className="sr-only">{t.text(columns.actions)}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-surface-raised">{children}</tbody>
      </table>
    </div>
  );
}
