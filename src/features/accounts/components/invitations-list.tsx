import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { InvitationRow } from '#contracts/accounts';
import { useWithdrawInvitation } from '../api/accounts';
import { LANGUAGE_NAMES } from '#contracts/languages';
import { accountsWording as wording, columnWording as columns } from '../content/accounts-wording';
import { useAccountsText } from '../hooks/use-accounts-text';
import { AccountProblem } from './account-problem';
import { AccountsTable } from './accounts-table';
import { ConfirmStep } from './confirm-step';

interface ListProps {
  invitations: InvitationRow[];
  wide: boolean;
  onDone: (message: string) => void;
}

/** The invitations not yet accepted, each with its expiry and Withdraw (after an "Are you sure?"). */
export function InvitationsList({ invitations, wide, onDone }: ListProps) {
  const t = useAccountsText();
  if (invitations.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-line p-6 text-center text-fg-muted">
        {t.text(wording.noInvitations)}
      </p>
    );
  if (!wide)
    return (
      <ul className="flex flex-col gap-3">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="rounded-xl border border-line bg-surface-raised p-4">
            <p className="font-semibold text-fg">
              <bdi data-user-content>{invitation.name}</bdi>
            </p>
            <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-2 text-sm tablet:grid-cols-2">
              <Detail label={t.text(columns.email)}>
                <Email email={invitation.email} />
              </Detail>
              <Detail label={t.text(columns.role)}>{t.role(invitation.role)}</Detail>
              <Detail label={t.text(columns.language)}>{t.text(LANGUAGE_NAMES[invitation.language])}</Detail>
              <Detail label={t.text(columns.expires)}>
                <time dateTime={invitation.expiresAt}>{t.dateTime(invitation.expiresAt)}</time>
              </Detail>
            </dl>
            <div className="mt-3">
              <Withdraw invitation={invitation} onDone={onDone} />
            </div>
          </li>
        ))}
      </ul>
    );
  const headings = [columns.name, columns.email, columns.role, columns.language, columns.expires];
  return (
    <AccountsTable caption={wording.invitationsCaption} headings={headings}>
      {invitations.map((invitation) => (
        <tr key={invitation.id}>
          <th scope="row" className="px-4 py-3 text-start align-top font-semibold text-fg">
            <bdi data-user-content>{invitation.name}</bdi>
          </th>
          <td className="px-4 py-3 align-top text-fg">
            <Email email={invitation.email} />
          </td>
          <td className="px-4 py-3 align-top text-fg">{t.role(invitation.role)}</td>
          <td className="px-4 py-3 align-top text-fg">{t.text(LANGUAGE_NAMES[invitation.language])}</td>
          <td className="px-4 py-3 align-top text-fg">
            <time dateTime={invitation.expiresAt}>{t.dateTime(invitation.expiresAt)}</time>
          </td>
          <td className="w-80 px-4 py-2 align-top">
            <Withdraw invitation={invitation} onDone={onDone} />
          </td>
        </tr>
      ))}
    </AccountsTable>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}

function Email({ email }: { email: string }) {
  return (
    <bdi dir="ltr" className="break-all" data-user-content>
      {email}
    </bdi>
  );
}

/** Withdraw, then "Are you sure?" in place; focus back on the button when it is cancelled or refused. */
function Withdraw({ invitation, onDone }: { invitation: InvitationRow; onDone: (message: string) => void }) {
  const t = useAccountsText();
  const withdraw = useWithdrawInvitation();
  const [confirming, setConfirming] = useState(false);
  const returnFocus = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  // Once the button is back on screen.
  useEffect(() => {
    if (!returnFocus.current) return;
    button.current?.focus();
    returnFocus.current = false;
  });
  const close = () => {
    returnFocus.current = true;
    setConfirming(false);
  };
  return (
    <div className="flex flex-col gap-2">
      {confirming ? (
        <ConfirmStep
          question={t.filled(wording.withdrawQuestion, { name: invitation.name })}
          confirmLabel={wording.withdraw}
          busy={withdraw.isPending}
          onConfirm={() =>
            withdraw.mutate(invitation.id, {
              // Done: the row leaves the list once it is fetched again.
              onSuccess: () => onDone(t.filled(wording.withdrawn, { name: invitation.name })),
              onError: close,
            })
          }
          onCancel={close}
        />
      ) : (
        <Button
          ref={button}
          type="button"
          colour="outlined"
          size="sm"
          className="self-start"
          aria-label={t.filled(wording.withdrawLabel, { name: invitation.name })}
          onClick={() => setConfirming(true)}
        >
          {t.text(wording.withdraw)}
        </Button>
      )}
      <AccountProblem error={withdraw.error} />
    </div>
  );
}
