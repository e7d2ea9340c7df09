import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextLink } from '@/components/ui/text-link';
import type { AccountRow } from '#contracts/accounts';
import type { EnrolmentLinkIssued } from '#contracts/enrolment-link';
import { PAGE_NAMES } from '#contracts/page-names';
import { paths } from '#contracts/routes';
import { STAFF_ROLES, type StaffRole } from '#contracts/roles';
import { useUserStore } from '@/stores/use-user-store';
import { useChangeAccount, useResetSecondFactor } from '../api/accounts';
import { actionWording as wording, roleWording } from '../content/accounts-wording';
import { useAccountsText } from '../hooks/use-accounts-text';
import { AccountProblem } from './account-problem';
import { ConfirmStep } from './confirm-step';

type Confirming = 'status' | 'reset';

interface AccountActionsProps {
  account: AccountRow;
  /** The signed-in admin's own account: no disabling it or resetting its second factor from here. */
  self: boolean;
  /** Says what was done, in the page's status line. */
  onDone: (message: string) => void;
}

/**
 * One account's actions: its role (a select and Save, the role's scope under it), disabling or
 * enabling it, and resetting its two-step verification, each of the last two after an "Are you
 * sure?" in place. A refusal (the last administrator, someone else's change) is shown in words
 * beside them; the list is fetched again after every change.
 */
export function AccountActions({ account, self, onDone }: AccountActionsProps) {
  const t = useAccountsText();
  const roleId = useId();
  // Untouched, the choice follows the list; chosen, it stays until it is saved.
  const [draft, setDraft] = useState<StaffRole | null>(null);
  const role = draft ?? account.role;
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  // Where focus goes back once a confirmation has closed (the button is shown again by then).
  const returnTo = useRef<Confirming | null>(null);
  const triggers = useRef<Record<Confirming, HTMLButtonElement | null>>({ status: null, reset: null });
  const queryClient = useQueryClient();
  const change = useChangeAccount();
  const reset = useResetSecondFactor();
  const [lastError, setLastError] = useState<unknown>(null);
  // The enrolment link a reset issued, shown this once (the server keeps only its hash).
  const [issued, setIssued] = useState<EnrolmentLinkIssued | null>(null);

  useEffect(() => {
    if (!returnTo.current) return;
    triggers.current[returnTo.current]?.focus();
    returnTo.current = null;
  });

  const close = (which: Confirming) => {
    returnTo.current = which;
    setConfirming(null);
  };

  const saveRole = (event: FormEvent) => {
    event.preventDefault();
    setLastError(null);
    change.mutate(
      { id: account.id, change: { role } },
      {
        onSuccess: () => {
          // One's own role: the pages follow at once, and the navigation is asked for again.
          if (self) {
            useUserStore.getState().setUser({ ...useUserStore.getState().user, role });
            void queryClient.invalidateQueries();
          }
          setDraft(null);
          onDone(t.filled(wording.done.role, { name: account.name, role: t.role(role) }));
        },
        onError: setLastError,
      },
    );
  };

  const toggle = () => {
    const disabled = !account.disabled;
    setLastError(null);
    change.mutate(
      { id: account.id, change: { disabled } },
      {
        onSuccess: () =>
          onDone(t.filled(disabled ? wording.done.disabled : wording.done.enabled, { name: account.name })),
        onError: setLastError,
        onSettled: () => close('status'),
      },
    );
  };

  const resetSecondFactor = () => {
    setLastError(null);
    setIssued(null);
    reset.mutate(account.id, {
      onSuccess: (answer) => {
        setIssued(answer);
        onDone(t.filled(wording.done.reset, { name: account.name }));
      },
      onError: setLastError,
      onSettled: () => close('reset'),
    });
  };

  const busy = change.isPending || reset.isPending;
  return (
    <div
      role="group"
      aria-label={t.filled(wording.panelLabel, { name: account.name })}
      className="flex flex-col gap-5 text-start"
    >
      <form onSubmit={saveRole} className="flex flex-col gap-3 tablet:max-w-md">
        <SelectField
          id={roleId}
          label={t.text(wording.role)}
          hint={
            self && role !== 'admin'
              ? `${t.text(roleWording[role].description)} ${t.text(wording.ownRole)}`
              : t.text(roleWording[role].description)
          }
          options={STAFF_ROLES.map((value) => ({ value, label: t.role(value) }))}
          value={role}
          onChange={setDraft}
        />
        <Button
          type="submit"
          colour="outlined"
          size="sm"
          className="self-start"
          disabled={busy || role === account.role}
        >
          {t.text(change.isPending && !confirming ? wording.saving : wording.saveRole)}
        </Button>
      </form>

      {self ? (
        <p className="text-sm text-fg-muted">
          {t.text(wording.ownAccount)} <TextLink to={paths.profile}>{t.text(PAGE_NAMES.profile)}</TextLink>
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          {confirming === 'status' ? (
            <ConfirmStep
              question={t.filled(account.disabled ? wording.enableQuestion : wording.disableQuestion, {
                name: account.name,
              })}
              confirmLabel={account.disabled ? wording.confirmEnable : wording.confirmDisable}
              colour={account.disabled ? 'brand' : 'danger'}
              busy={change.isPending}
              onConfirm={toggle}
              onCancel={() => close('status')}
            />
          ) : confirming === 'reset' ? (
            <ConfirmStep
              question={t.filled(account.secondFactor ? wording.resetQuestion : wording.sendLinkQuestion, {
                name: account.name,
              })}
              confirmLabel={account.secondFactor ? wording.confirmReset : wording.confirmSendLink}
              busy={reset.isPending}
              onConfirm={resetSecondFactor}
              onCancel={() => close('reset')}
            />
          ) : null}
          <div className="flex flex-wrap gap-2" hidden={confirming !== null}>
            <Button
              ref={(element) => {
                triggers.current.status = element;
              }}
              type="button"
              colour={account.disabled ? 'outlined' : 'danger'}
              size="sm"
              disabled={busy}
              onClick={() => setConfirming('status')}
            >
              {t.text(account.disabled ? wording.enable : wording.disable)}
            </Button>
            <Button
              ref={(element) => {
                triggers.current.reset = element;
              }}
              type="button"
              colour="outlined"
              size="sm"
              disabled={busy}
              onClick={() => setConfirming('reset')}
            >
              {t.text(account.secondFactor ? wording.resetSecondFactor : wording.sendLink)}
            </Button>
          </div>
        </div>
      )}
      {issued && <IssuedLink issued={issued} name={account.name} />}
      <AccountProblem error={lastError} />
    </div>
  );
}

/** A reset's enrolment link: whether it was emailed, until when it works, and the link to pass on by hand. */
function IssuedLink({ issued, name }: { issued: EnrolmentLinkIssued; name: string }) {
  const t = useAccountsText();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 tablet:max-w-xl">
      <p className="text-fg">
        {t.filled(issued.emailed ? wording.linkEmailed : wording.linkNotEmailed, {
          name,
          date: t.dateTime(issued.expiresAt),
        })}
      </p>
      <code dir="ltr" className="block break-all text-start font-mono text-sm text-fg">
        {issued.link}
      </code>
    </div>
  );
}
