import { useId, type ReactNode } from 'react';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { actions } from '@/content/action-wording';
import { can } from '#contracts/roles';
import { useProfile, type Profile } from '../api/profile';
import { availabilityWording } from '../content/availability-wording';
import { profileWording as wording } from '../content/profile-wording';
import { useAccountsText } from '../hooks/use-accounts-text';
import { AvailabilityForm } from './availability-form';
import { LanguageForm } from './language-form';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { SecondFactorReset } from './second-factor-reset';

/** One titled card of the page. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface-raised p-5 tablet:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Email, role and last log-in: read here, changed by an administrator. */
function Details({ profile }: { profile: Profile }) {
  const t = useAccountsText();
  const { user, lastSignInAt } = profile;
  const rows: Array<[string, ReactNode]> = [
    [
      t.text(wording.email),
      <bdi dir="ltr" className="break-all" data-user-content>
        {user.email}
      </bdi>,
    ],
    [t.text(wording.role), user.role ? t.role(user.role) : ''],
    [
      t.text(wording.lastSignIn),
      lastSignInAt ? <time dateTime={lastSignInAt}>{t.dateTime(lastSignInAt)}</time> : t.text(wording.never),
    ],
  ];
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 tablet:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-fg-muted">{t.text(wording.emailHint)}</p>
    </div>
  );
}

/**
 * Each staff member's own account: details and name, the staff area's language, call-back hours for
 * the admissions team, the password, two-step verification.
 */
export function ProfileSettings() {
  const t = useAccountsText();
  const profile = useProfile();
  if (profile.isPending) return <LoadingBlock label={wording.loading} />;
  if (profile.isError)
    return (
      <LoadFailed
        title={t.text(wording.loadFailed)}
        retryLabel={t.text(actions.tryAgain)}
        onRetry={() => void profile.refetch()}
      />
    );
  const { user, secondFactor } = profile.data;
  return (
    <div className="grid max-w-3xl gap-6">
      <Card title={t.text(wording.detailsTitle)}>
        <Details profile={profile.data} />
        <NameForm name={user.name ?? ''} />
      </Card>
      <Card title={t.text(wording.languageTitle)}>
        <LanguageForm language={user.language ?? t.language} />
      </Card>
      {/* Those who take families' calls set when they take them: their own setting, so it sits in their account. */}
      {can(user.role ?? null, 'inbox') && (
        <Card title={t.text(availabilityWording.title)}>
          <AvailabilityForm />
        </Card>
      )}
      <Card title={t.text(wording.passwordTitle)}>
        <PasswordForm email={user.email ?? ''} />
      </Card>
      <Card title={t.text(wording.secondFactorTitle)}>
        <SecondFactorReset enrolled={secondFactor} email={user.email ?? ''} />
      </Card>
    </div>
  );
}
