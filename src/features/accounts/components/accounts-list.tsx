import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import type { AccountRow } from '#contracts/accounts';
import { accountsWording as wording, columnWording as columns } from '../content/accounts-wording';
import { useAccountsText } from '../hooks/use-accounts-text';
import { AccountsTable } from './accounts-table';
import { AccountActions } from './account-actions';

interface ListProps {
  accounts: AccountRow[];
  /** A table from laptop width, cards below it. */
  wide: boolean;
  selfId: string | null;
  onDone: (message: string) => void;
}

/** The accounts as a table (laptops and wider) or as cards (phones, tablets), each with its actions a "Manage" away. */
export function AccountsList({ accounts, wide, selfId, onDone }: ListProps) {
  if (!wide)
    return (
      <ul className="flex flex-col gap-3">
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountCard account={account} self={account.id === selfId} onDone={onDone} />
          </li>
        ))}
      </ul>
    );
  const headings = [
    columns.name,
    columns.email,
    columns.role,
    columns.secondFactor,
    columns.lastSignIn,
    columns.status,
  ];
  return (
    <AccountsTable caption={wording.accountsCaption} headings={headings}>
      {accounts.map((account) => (
        <AccountTableRows
          key={account.id}
          account={account}
          self={account.id === selfId}
          onDone={onDone}
          span={headings.length + 1}
        />
      ))}
    </AccountsTable>
  );
}

interface RowProps {
  account: AccountRow;
  self: boolean;
  onDone: (message: string) => void;
}

/** The name, with "(you)" on one's own account. */
function Name({ account, self }: Omit<RowProps, 'onDone'>) {
  const t = useAccountsText();
  return (
    <>
      <bdi data-user-content>{account.name}</bdi>
      {self && <span className="font-normal text-fg-muted">{` (${t.text(wording.you)})`}</span>}
    </>
  );
}

function Email({ email }: { email: string }) {
  return (
    <bdi dir="ltr" className="break-all" data-user-content>
      {email}
    </bdi>
  );
}

function SecondFactor({ on }: { on: boolean }) {
  const t = useAccountsText();
  return on ? (
    <span>{t.text(wording.secondFactorOn)}</span>
  ) : (
    <span className="font-semibold text-fg">{t.text(wording.secondFactorOff)}</span>
  );
}

function LastSignIn({ at }: { at: string | null }) {
  const t = useAccountsText();
  return at ? (
    <time dateTime={at}>{t.dateTime(at)}</time>
  ) : (
    <span className="text-fg-muted">{t.text(wording.never)}</span>
  );
}

function Status({ disabled }: { disabled: boolean }) {
  const t = useAccountsText();
  return <Chip tone={disabled ? 'danger' : 'success'}>{t.text(disabled ? wording.disabled : wording.active)}</Chip>;
}

/** The disclosure that shows an account's actions. */
function ManageButton({
  name,
  open,
  panelId,
  onToggle,
}: {
  name: string;
  open: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  const t = useAccountsText();
  return (
    <Button
      type="button"
      colour="ghost"
      size="sm"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={t.filled(wording.manageLabel, { name })}
      endIcon={ChevronDown}
      className={open ? '[&_svg]:rotate-180' : undefined}
      onClick={onToggle}
    >
      {t.text(wording.manage)}
    </Button>
  );
}

function AccountTableRows({ account, self, onDone, span }: RowProps & { span: number }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const muted = account.disabled ? 'text-fg-muted' : 'text-fg';
  const cell = (content: ReactNode) => <td className={`px-4 py-3 align-top ${muted}`}>{content}</td>;
  return (
    <>
      <tr>
        <th scope="row" className={`px-4 py-3 text-start align-top font-semibold ${muted}`}>
          <Name account={account} self={self} />
        </th>
        {cell(<Email email={account.email} />)}
        {cell(<RoleName account={account} />)}
        {cell(<SecondFactor on={account.secondFactor} />)}
        {cell(<LastSignIn at={account.lastSignInAt} />)}
        {cell(<Status disabled={account.disabled} />)}
        <td className="px-4 py-2 text-end align-top">
          <ManageButton name={account.name} open={open} panelId={panelId} onToggle={() => setOpen(!open)} />
        </td>
      </tr>
      <tr id={panelId} hidden={!open} className="bg-surface">
        <td colSpan={span} className="px-4 py-5">
          {open && <AccountActions account={account} self={self} onDone={onDone} />}
        </td>
      </tr>
    </>
  );
}

function RoleName({ account }: { account: AccountRow }) {
  const t = useAccountsText();
  return <>{t.role(account.role)}</>;
}

function AccountCard({ account, self, onDone }: RowProps) {
  const t = useAccountsText();
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const details: Array<[string, ReactNode]> = [
    [t.text(columns.email), <Email email={account.email} />],
    [t.text(columns.role), t.role(account.role)],
    [t.text(columns.secondFactor), <SecondFactor on={account.secondFactor} />],
    [t.text(columns.lastSignIn), <LastSignIn at={account.lastSignInAt} />],
  ];
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-line bg-surface-raised p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className={`text-lg font-semibold ${account.disabled ? 'text-fg-muted' : 'text-fg'}`}>
          <Name account={account} self={self} />
        </h3>
        <Status disabled={account.disabled} />
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm tablet:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <ManageButton name={account.name} open={open} panelId={panelId} onToggle={() => setOpen(!open)} />
      </div>
      <div id={panelId} hidden={!open} className="mt-3 border-t border-line pt-4">
        {open && <AccountActions account={account} self={self} onDone={onDone} />}
      </div>
    </article>
  );
}
