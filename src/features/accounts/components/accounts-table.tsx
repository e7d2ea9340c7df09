import type { ReactNode } from 'react';
import { ScrollTable } from '@/components/ui/scroll-table';
import type { Bilingual } from '@/i18n/text';
import { columnWording as columns } from '../content/accounts-wording';
import { useAccountsText } from '../hooks/use-accounts-text';

interface AccountsTableProps {
  caption: Bilingual;
  headings: readonly Bilingual[];
  /** The body's rows. */
  children: ReactNode;
}

/** The admin's tables (accounts, open invitations): the headings and an actions column. */
export function AccountsTable({ caption, headings, children }: AccountsTableProps) {
  const t = useAccountsText();
  return (
    <ScrollTable caption={t.text(caption)} columns={headings.map(t.text)} actionsColumn={t.text(columns.actions)}>
      {children}
    </ScrollTable>
  );
}
