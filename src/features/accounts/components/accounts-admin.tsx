import { useId, useRef, useState } from 'react';
import { QueryStates } from '@/components/ui/load-states';
import { actions } from '@/content/action-wording';
import { LAPTOP_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useUserStore } from '@/stores/use-user-store';
import type { InvitedAnswer } from '#contracts/accounts';
import { useAccounts } from '../api/accounts';
import { accountsWording as wording, describeAccounts, inviteWording } from '../content/accounts-wording';
import { useAccountsText } from '../hooks/use-accounts-text';
import { AccountsList } from './accounts-list';
import { InvitationLink, type CopyButtonComponent } from './invitation-link';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';

const sectionClasses = 'flex flex-col gap-4';
const headingClasses = 'text-xl font-semibold text-fg focus:outline-none';

/**
 * The admins' accounts page: invite (the link shown once), the accounts with their actions, and the
 * open invitations. Each change is said in the status line and the lists are fetched again.
 */
export function AccountsAdmin({ CopyButton }: { CopyButton: CopyButtonComponent }) {
  const t = useAccountsText();
  const wide = useMediaQuery(LAPTOP_QUERY);
  const selfId = useUserStore((state) => state.user?.id ?? null);
  const accounts = useAccounts();
  const [invited, setInvited] = useState<InvitedAnswer | null>(null);
  const [notice, setNotice] = useState('');
  const inviteId = useId();
  const accountsId = useId();
  const invitationsId = useId();
  const inviteHeading = useRef<HTMLHeadingElement>(null);
  const invitationsHeading = useRef<HTMLHeadingElement>(null);

  return (
    <div>
      {/* What each change did, announced politely: the region stays in place, empty, between changes. */}
      <div role="status">
        {notice && <p className="mb-8 rounded-xl border border-success/30 bg-success-soft p-4 text-fg">{notice}</p>}
      </div>
      <div className="flex flex-col gap-12">
        <section aria-labelledby={inviteId} className={sectionClasses}>
          <div className="flex flex-col gap-1">
            <h2 id={inviteId} ref={inviteHeading} tabIndex={-1} className={headingClasses}>
              {t.text(inviteWording.title)}
            </h2>
            <p className="text-fg-muted">{t.text(inviteWording.lead)}</p>
          </div>
          {invited && (
            <InvitationLink
              key={invited.link}
              answer={invited}
              CopyButton={CopyButton}
              onClose={() => {
                setInvited(null);
                inviteHeading.current?.focus();
              }}
            />
          )}
          <InviteForm
            onInvited={(answer) => {
              setNotice('');
              setInvited(answer);
            }}
          />
        </section>

        <QueryStates
          query={accounts}
          loading={wording.loading}
          failed={t.text(wording.loadFailed)}
          retryLabel={t.text(actions.tryAgain)}
        >
          {(data) => (
            <>
              <section aria-labelledby={accountsId} aria-busy={accounts.isFetching} className={sectionClasses}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={accountsId} className={headingClasses}>
                    {t.text(wording.accountsTitle)}
                  </h2>
                  <p className="text-sm text-fg-muted">
                    {t.text(describeAccounts(data.accounts.length, t.number(data.accounts.length)))}
                  </p>
                </div>
                <AccountsList accounts={data.accounts} wide={wide} selfId={selfId} onDone={setNotice} />
              </section>
              <section aria-labelledby={invitationsId} aria-busy={accounts.isFetching} className={sectionClasses}>
                <h2 id={invitationsId} ref={invitationsHeading} tabIndex={-1} className={headingClasses}>
                  {t.text(wording.invitationsTitle)}
                </h2>
                <InvitationsList
                  invitations={data.invitations}
                  wide={wide}
                  onDone={(message) => {
                    setNotice(message);
                    // The row is going: focus waits at the list's heading.
                    invitationsHeading.current?.focus();
                  }}
                />
              </section>
            </>
          )}
        </QueryStates>
      </div>
    </div>
  );
}
