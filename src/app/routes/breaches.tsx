import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { BreachRegister } from '@/features/breaches/components/breach-register';
import { breachesWording } from '@/features/breaches/content/breaches-wording';

/** The breach register for admins (logged-in, client-rendered, no Arabic twin). */
export default function BreachesPage() {
  return (
    <Page meta={pageMeta.breaches} description={breachesWording.description} lead={breachesWording.lead}>
      <BreachRegister />
    </Page>
  );
}
