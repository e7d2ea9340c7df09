import Globe from 'lucide-react/icons/globe';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { WhatsApp } from '@/components/ui/glyphs/common';
import { Icon, type IconComponent } from '@/components/ui/icon';
import { TextLink } from '@/components/ui/text-link';
import { centreLinks, whatsappGreeting } from '@/config/contact';
import type { ContactChannel } from '@/content/types';
import { ui } from '@/content/ui-wording';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { cardClasses } from './card';

const icons: Record<ContactChannel['kind'], IconComponent> = {
  phone: Phone,
  whatsapp: WhatsApp,
  email: Mail,
  address: MapPin,
  map: Globe,
};

// Three to a row from laptop width; the cards of a shorter last row widen to fill it.
const lastRowSpan: Record<number, string> = { 1: 'laptop:col-span-6', 2: 'laptop:col-span-3' };

/** Each way to reach the centre as a card: what it is, the number or address, and the link that opens it. */
export function ContactChannels({ channels }: { channels: ContactChannel[] }) {
  const text = useText();
  const remainder = channels.length % 3;
  const firstOfLastRow = channels.length - remainder;
  return (
    <ul className="grid gap-5 tablet:grid-cols-2 laptop:grid-cols-6">
      {channels.map((channel, index) => {
        // The chat opens with a greeting in the reader's language, as everywhere else on the site.
        const href = channel.kind === 'whatsapp' ? centreLinks.whatsapp(text(whatsappGreeting)) : channel.href;
        return (
          <li
            key={channel.kind}
            className={cn(
              cardClasses,
              'flex flex-col',
              remainder > 0 && index >= firstOfLastRow ? lastRowSpan[remainder as 1 | 2] : 'laptop:col-span-2',
            )}
          >
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
              <Icon icon={icons[channel.kind]} />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-fg">{text(channel.label)}</h3>
            <p className="mt-1 flex-1 break-words text-fg-muted">
              {typeof channel.display === 'string' ? <bdi dir="ltr">{channel.display}</bdi> : text(channel.display)}
            </p>
            {href && channel.action && (
              <TextLink to={href} newTabLabel={text(ui.opensInNewTab)} className="mt-4 self-start">
                {text(channel.action)}
              </TextLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
