import { Button } from '@/components/ui/button';
import { phoneIcon } from '@/components/ui/icons/phone-icon';
import { whatsappIcon } from '@/components/ui/icons/whatsapp-icon';
import { telHref, whatsappGreeting, whatsappHref } from '@/config/contact-links';
import { site } from '@/config/site';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';

const defaults = {
  call: { en: 'Call us', ar: 'اتصل بنا' },
  whatsapp: { en: 'WhatsApp us', ar: 'راسلنا عبر واتساب' },
} satisfies Record<string, Bilingual>;

interface ReachUsButtonsProps {
  callLabel?: Bilingual;
  whatsappLabel?: Bilingual;
  className?: string;
}

/** Call and WhatsApp as secondary buttons; the WhatsApp chat opens with a greeting in the reader's language. */
export function ReachUsButtons({
  callLabel = defaults.call,
  whatsappLabel = defaults.whatsapp,
  className,
}: ReachUsButtonsProps) {
  const text = useText();
  return (
    <>
      <Button to={telHref(site.phone)} startIcon={phoneIcon} className={className}>
        {text(callLabel)}
      </Button>
      <Button to={whatsappHref(text(whatsappGreeting))} startIcon={whatsappIcon} className={className}>
        {text(whatsappLabel)}
      </Button>
    </>
  );
}
