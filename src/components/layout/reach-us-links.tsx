import Phone from 'lucide-react/icons/phone';
import { WhatsApp } from '@/components/ui/glyphs/common';
import { IconButton } from '@/components/ui/icon-button';
import { centreLinks, whatsappGreeting } from '@/config/contact-links';
import { site } from '@/config/site';
import { callUsOn, ui } from '@/content/ui-wording';
import { useText } from '@/i18n/use-text';

/**
 * Call and WhatsApp in the navbar: the same place on every page and at every width
 * (WCAG 2.2 "Consistent Help"), never floating over content.
 */
export function ReachUsLinks() {
  const text = useText();
  return (
    <>
      <IconButton to={centreLinks.phone} icon={Phone} colour="ghost" size="sm" label={text(callUsOn(site.phone))} />
      <IconButton
        to={centreLinks.whatsapp(text(whatsappGreeting))}
        icon={WhatsApp}
        colour="ghost"
        size="sm"
        label={text(ui.whatsappUs)}
        newTabLabel={text(ui.opensInNewTab)}
      />
    </>
  );
}
