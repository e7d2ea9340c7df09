import { Page } from '@/components/layout/page';
import { Card } from '@/components/sections/card';
import { TextLink } from '@/components/ui/text-link';
import { pageMeta } from '@/content/page-meta';
import { withdraw } from '@/content/pages/withdraw';
import { WithdrawEnquiry } from '@/features/enquiry/components/withdraw-enquiry';
import { useText } from '@/i18n/use-text';

/**
 * A family sees and withdraws its own enquiry (public, prerendered with its Arabic twin; the form
 * works once the script has loaded).
 */
export default function WithdrawPage() {
  const text = useText();
  const { lostCode } = withdraw;
  return (
    <Page meta={pageMeta.withdraw} description={withdraw.description} lead={withdraw.intro}>
      <div className="flex max-w-3xl flex-col gap-10">
        <Card>
          <WithdrawEnquiry />
        </Card>
        <section aria-labelledby="lost-code" className="flex flex-col gap-3">
          <h2 id="lost-code" className="text-xl font-semibold text-fg">
            {text(lostCode.title)}
          </h2>
          <p className="leading-relaxed text-fg-muted">{text(lostCode.text)}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {[lostCode.contact, lostCode.privacy].map((link) => (
              <li key={link.to}>
                <TextLink to={link.to}>{text(link.label)}</TextLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}
