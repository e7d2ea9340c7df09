import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { login, staffSignInTitle } from '@/content/pages/login';
import { SignIn } from '@/features/auth/components/sign-in';
import { FAMILY_SIGN_IN_TITLE_ID, FamilySignIn } from '@/features/family/components/family-sign-in';
import { familySignInWording } from '@/features/family/content/family-sign-in-wording';
import { useText } from '@/i18n/use-text';

const card = 'flex min-w-0 flex-col gap-5 rounded-3xl border border-line bg-surface-raised p-6 tablet:p-8';

/**
 * Sign-in (spec §2), two ways in, each a section under its own heading rather than tabs: both stay
 * visible, so a family who lands here is not left to guess a hidden tab, and a screen reader reaches
 * either by its heading. The care team's: password, then the second factor. A family's: the
 * reference and code of its enquiry. A good answer switches the app to the logged-in layout on /protected.
 */
export default function LoginPage() {
  const text = useText();
  return (
    <Page meta={pageMeta.login} description={login.description} lead={login.intro}>
      <div className="grid max-w-4xl items-start gap-6 laptop:grid-cols-2">
        <section aria-labelledby="staff-sign-in-title" className={card}>
          <h2 id="staff-sign-in-title" className="text-xl font-semibold text-fg">
            {text(staffSignInTitle)}
          </h2>
          <SignIn />
        </section>
        <section aria-labelledby={FAMILY_SIGN_IN_TITLE_ID} className={card}>
          <h2 id={FAMILY_SIGN_IN_TITLE_ID} className="text-xl font-semibold text-fg">
            {text(familySignInWording.title)}
          </h2>
          <p className="text-fg-muted">{text(familySignInWording.intro)}</p>
          <FamilySignIn />
        </section>
      </div>
    </Page>
  );
}
