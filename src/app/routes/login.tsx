import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { login } from '@/content/pages/login';
import { SignIn } from '@/features/auth/components/sign-in';

/** Sign-in (spec §2): password, then the second factor; a good answer switches the app to the logged-in layout on /protected. */
export default function LoginPage() {
  return (
    <Page meta={pageMeta.login} description={login.description} lead={login.intro}>
      <div className="max-w-md rounded-3xl border border-line bg-surface-raised p-6 tablet:p-8">
        <SignIn />
      </div>
    </Page>
  );
}
