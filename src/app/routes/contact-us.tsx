import { SectionsPage } from '@/app/page-templates/sections-page';
import { TextLink } from '@/components/ui/text-link';
import { Card } from '@/components/sections/card';
import { ContactChannels } from '@/components/sections/contact-channels';
import { CrisisNotice } from '@/components/sections/crisis-notice';
import { ReachUsButtons } from '@/components/sections/reach-us-buttons';
import { Section } from '@/components/sections/section';
import { ServiceHoursList } from '@/components/sections/service-hours';
import { pageMeta } from '@/content/page-meta';
import { contactUs } from '@/content/pages/contact-us';
import { ContactForm } from '@/features/enquiry/components/contact-form';
import { useText } from '@/i18n/use-text';

export default function ContactUsPage() {
  const text = useText();
  const { channels, hours, responseTime, visit, form } = contactUs;
  return (
    <SectionsPage
      meta={pageMeta.contactUs}
      content={contactUs}
      actions={<ReachUsButtons className="w-full tablet:w-auto" />}
    >
      <Section title={contactUs.channelsTitle} id="channels">
        <ContactChannels channels={channels} />
      </Section>
      <Section title={contactUs.hoursTitle} id="hours" tone="soft">
        <div className="grid gap-5 laptop:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card>
            <ServiceHoursList hours={hours} timeZone={contactUs.timeZone} />
          </Card>
          <div className="grid gap-5">
            {[responseTime, visit].map((section) => (
              <Card key={section.title.en}>
                <h3 className="text-lg font-semibold text-fg">{text(section.title)}</h3>
                <p className="mt-2 leading-relaxed text-fg-muted">{text(section.text)}</p>
              </Card>
            ))}
          </div>
        </div>
      </Section>
      <Section title={form.title} intro={form.text} id="message" width="narrow">
        <p className="-mt-4 mb-8">
          <TextLink to={form.link.to}>{text(form.link.label)}</TextLink>
        </p>
        <Card>
          <ContactForm />
        </Card>
      </Section>
      <CrisisNotice notice={contactUs.crisis} />
    </SectionsPage>
  );
}
