import { SectionsPage } from '@/app/page-templates/sections-page';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/sections/card';
import { FaqAccordion } from '@/components/sections/faq-accordion';
import { PanelPair } from '@/components/sections/list-panel';
import { ReachUsButtons } from '@/components/sections/reach-us-buttons';
import { Section } from '@/components/sections/section';
import { Steps } from '@/components/sections/steps';
import { TextLink } from '@/components/ui/text-link';
import { pageMeta } from '@/content/page-meta';
import { admissions, admissionsFees } from '@/content/pages/admissions';
import { AdmissionsEnquiryForm } from '@/features/enquiry/components/admissions-enquiry-form';
import { useText } from '@/i18n/use-text';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ENQUIRY_ANCHOR } from '#contracts/routes';

const ENQUIRY_ID = ENQUIRY_ANCHOR;

export default function AdmissionsPage() {
  const text = useText();
  const { hash } = useLocation();
  // Arriving at "#enquiry" from another page (a self-check's "Send my answers with an enquiry"): the browser
  // scrolls only on a full load, so the form is brought into view here.
  useEffect(() => {
    if (hash === `#${ENQUIRY_ID}`) document.getElementById(ENQUIRY_ID)?.scrollIntoView?.();
  }, [hash]);
  const { steps, whatToBring, whatNotToBring, funding, visiting, faq, enquiry } = admissions;
  return (
    <SectionsPage
      meta={pageMeta.admissions}
      content={admissions}
      actions={
        <>
          {/* A same-page anchor, so a plain link styled as the main button. */}
          <a href={`#${ENQUIRY_ID}`} className={buttonVariants({ colour: 'cta', className: 'w-full tablet:w-auto' })}>
            {text(enquiry.title)}
          </a>
          <ReachUsButtons className="w-full tablet:w-auto" />
        </>
      }
    >
      <Section title={steps.title} intro={steps.text} id="steps">
        <Steps steps={steps.items} variant="timeline" />
      </Section>
      <PanelPair first={whatToBring} second={whatNotToBring} tone="soft" />
      <PanelPair first={funding} second={visiting} />
      <div className="mx-auto w-full max-w-6xl px-4 pb-14 tablet:px-6 tablet:pb-20">
        <p className="max-w-3xl leading-relaxed text-fg-muted">
          {text(admissionsFees.text)} <TextLink to={admissionsFees.link.to}>{text(admissionsFees.link.label)}</TextLink>
        </p>
      </div>
      <Section title={faq.title} id="faq" tone="soft" width="narrow">
        <FaqAccordion items={faq.items} />
      </Section>
      <Section title={enquiry.title} intro={enquiry.text} id={ENQUIRY_ID} width="narrow">
        <Card>
          <AdmissionsEnquiryForm />
        </Card>
      </Section>
    </SectionsPage>
  );
}
