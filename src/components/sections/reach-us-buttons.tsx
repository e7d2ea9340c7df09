import Phone from 'lucide-react/icons/phone';
import { Button } from '@/components/ui/button';
import { WhatsApp } from '@/components/ui/glyphs/common';
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
      <Button to={telHref(site.phone)} startIcon={Phone} className={className}>
        {text(callLabel)}
      </Button>
      <Button to={whatsappHref(text(whatsappGreeting))} startIcon={WhatsApp} className={className}>
        {text(whatsappLabel)}
      </Button>
    </>
  );
}
