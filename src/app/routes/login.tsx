import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { LoginForm } from '@/features/auth/components/login-form';

/** Sign-in (spec §2): a good answer switches the app to the logged-in layout on /protected. */
export default function LoginPage() {
  return (
    <Page
      meta={pageMeta.login}
      lead={{
        en: 'For members of the Sakina care team and families with an account.',
        ar: 'لأعضاء فريق الرعاية في سكينة وللعائلات التي لديها حساب.',
      }}
    >
      <div className="max-w-md rounded-3xl border border-line bg-surface-raised p-6 tablet:p-8">
        <LoginForm />
      </div>
    </Page>
  );
}
