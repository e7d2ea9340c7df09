import Minus from 'lucide-react/icons/minus';
import { SectionsPage } from '@/app/page-templates/sections-page';
import { BulletList } from '@/components/sections/bullet-list';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqAccordion } from '@/components/sections/faq-accordion';
import { ListPanel, Panel } from '@/components/sections/list-panel';
import { Section } from '@/components/sections/section';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { addOnFees, programmeFees, type FeeProgramme } from '@/config/fees';
import { ADD_ONS, RESIDENCES } from '#contracts/stay-plan';
import { paths } from '#contracts/routes';
import { addOnNames, residenceNames } from '@/content/stay-plan-wording';
import {
  AddOnToPlan,
  AddProgrammeToPlan,
  AddResidenceToPlan,
  useSavedPlanAfterHydration,
} from '@/features/cart/components/add-to-plan';
import { planWording } from '@/features/cart/content/plan-wording';
import { useIsLoggedIn } from '@/stores/use-user-store';
import { pageMeta } from '@/content/page-meta';
import { price, priceRange, stayWording } from '@/content/fee-formats';
import { fees } from '@/content/pages/fees';
import type { Faq } from '@/content/types';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';

const PROGRAMMES = Object.keys(programmeFees) as FeeProgramme[];

function ProgrammeFeeCard({ id }: { id: FeeProgramme }) {
  const text = useText();
  const language = useRenderLanguage();
  const { weekly, stay } = programmeFees[id];
  const wording = fees.programmes;
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-3xl border border-line bg-surface-raised p-6 tablet:p-8">
      <h3 className="break-words text-xl font-semibold text-fg">{text(pageMeta[id].heading)}</h3>
      <dl className="grid gap-3">
        <div>
          <dt className="text-sm text-fg-muted">{text(wording.price)}</dt>
          <dd className="text-lg font-semibold text-fg">{priceRange(weekly, language)}</dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">{text(wording.stay)}</dt>
          <dd className="text-fg">{text(stayWording(stay))}</dd>
        </div>
      </dl>
      <p className="leading-relaxed text-fg-muted">{text(wording.notes[id])}</p>
      <div className="mt-auto">
        <AddProgrammeToPlan id={id} length={stay.from} name={text(pageMeta[id].heading)} />
      </div>
    </li>
  );
}

/** The residences and extras a plan can add beside its programme, and where the plan is kept. */
function PlanChoices() {
  const text = useText();
  const language = useRenderLanguage();
  const loggedIn = useIsLoggedIn();
  const { plan } = fees;
  const card = 'flex min-w-0 flex-col gap-3 rounded-3xl border border-line bg-surface-raised p-6';
  return (
    <>
      <h3 className="mt-2 text-xl font-semibold text-fg">{text(plan.residences)}</h3>
      <ul className="mt-4 grid gap-5 laptop:grid-cols-2">
        {RESIDENCES.map((id) => (
          <li key={id} className={card}>
            <h4 className="break-words text-lg font-semibold text-fg">{text(residenceNames[id].name)}</h4>
            <p className="leading-relaxed text-fg-muted">{text(residenceNames[id].text)}</p>
            <AddResidenceToPlan id={id} name={text(residenceNames[id].name)} />
          </li>
        ))}
      </ul>
      <h3 className="mt-10 text-xl font-semibold text-fg">{text(plan.extras)}</h3>
      <ul className="mt-4 grid gap-5 laptop:grid-cols-3">
        {ADD_ONS.map((id) => (
          <li key={id} className={card}>
            <h4 className="break-words text-lg font-semibold text-fg">{text(addOnNames[id].name)}</h4>
            <p className="text-fg">
              <span className="font-semibold">{price(addOnFees[id], language)}</span> {text(addOnNames[id].per)}
            </p>
            <AddOnToPlan id={id} name={text(addOnNames[id].name)} />
          </li>
        ))}
      </ul>
      {loggedIn ? (
        <Button to={paths.cart} colour="brand" className="mt-8">
          {text(planWording.seePlan)}
        </Button>
      ) : (
        <p className="mt-8 max-w-3xl leading-relaxed text-fg-muted">{text(planWording.keptHere)}</p>
      )}
    </>
  );
}

/** "What the price does not include": a list without the check marks, which would say the opposite. */
function NotIncludedPanel() {
  const text = useText();
  const { excludes } = fees;
  return (
    <Panel title={excludes.title}>
      <p className="mt-3 leading-relaxed text-fg-muted">{text(excludes.text)}</p>
      <ul className="mt-6 grid gap-3">
        {excludes.items.map((item) => (
          <li key={item.en} className="flex min-w-0 gap-3 leading-relaxed text-fg">
            <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-fg-muted">
              <Icon icon={Minus} size="xs" />
            </span>
            <span className="min-w-0 break-words">{text(item)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/**
 * The questions as schema.org `FAQPage` data, in the page language: the same words the page shows,
 * so it stays valid. `<` is escaped so no answer can close the script element.
 */
function FaqStructuredData({ items }: { items: Faq[] }) {
  const text = useText();
  const language = useRenderLanguage();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: text(item.question),
      acceptedAnswer: { '@type': 'Answer', text: text(item.answer) },
    })),
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/** The fees page: readable without script (prerendered; the questions are native `<details>`). */
export default function FeesPage() {
  const text = useText();
  useSavedPlanAfterHydration();
  const { programmes, plan, includes, deposit, payment, insurance, faq, cta } = fees;
  return (
    <SectionsPage meta={pageMeta.fees} content={fees}>
      <Section title={programmes.title} intro={programmes.text} id="programmes">
        <ul className="grid gap-5 laptop:grid-cols-2">
          {PROGRAMMES.map((id) => (
            <ProgrammeFeeCard key={id} id={id} />
          ))}
        </ul>
        <p className="mt-8 max-w-3xl leading-relaxed text-fg">{text(programmes.inWriting)}</p>
      </Section>
      <Section title={plan.title} intro={plan.text} id="plan">
        <PlanChoices />
      </Section>
      <div className="render-near-view bg-brand-soft/50 py-14 tablet:py-20">
        <div className="mx-auto grid w-full max-w-6xl gap-5 px-4 tablet:px-6 laptop:grid-cols-2">
          <ListPanel section={includes} />
          <NotIncludedPanel />
        </div>
      </div>
      <div className="render-near-view py-14 tablet:py-20">
        <div className="mx-auto grid w-full max-w-6xl gap-5 px-4 tablet:px-6 laptop:grid-cols-2">
          <ListPanel section={deposit} />
          <ListPanel section={payment} />
        </div>
      </div>
      <Section title={insurance.title} intro={insurance.text} id="insurance" tone="soft" width="narrow">
        <BulletList items={insurance.items} />
        <p className="mt-6 leading-relaxed text-fg-muted">{text(insurance.closing)}</p>
      </Section>
      <Section title={faq.title} id="faq" width="narrow">
        <FaqAccordion items={faq.items} />
        <FaqStructuredData items={faq.items} />
      </Section>
      <CtaBand cta={cta} />
    </SectionsPage>
  );
}
