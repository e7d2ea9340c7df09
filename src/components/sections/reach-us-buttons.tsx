import Phone from 'lucide-react/icons/phone';
import { Button } from '@/components/ui/button';
import { WhatsApp } from '@/components/ui/glyphs/common';
import { centreLinks, whatsappGreeting } from '@/config/contact-links';
import { ui } from '@/content/ui-wording';
import { useText } from '@/i18n/use-text';

/** Call and WhatsApp as secondary buttons; the WhatsApp chat opens with a greeting in the reader's language. */
export function ReachUsButtons({ className }: { className?: string }) {
  const text = useText();
  return (
    <>
      <Button to={centreLinks.phone} startIcon={Phone} className={className}>
        {text(ui.callUs)}
      </Button>
      <Button
        to={centreLinks.whatsapp(text(whatsappGreeting))}
        startIcon={WhatsApp}
        className={className}
        newTabLabel={text(ui.opensInNewTab)}
      >
        {text(ui.whatsappUs)}
      </Button>
    </>
  );
}
