import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import type { InboxItem } from '#contracts/inbox';
import { Button } from '@/components/ui/button';
import type { IconComponent } from '@/components/ui/icon';
import { mailtoHref, telHref, whatsappHref } from '@/config/contact-links';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import type { Bilingual } from '@/i18n/text';
import { inboxWording as wording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { DetailPanel } from './detail-panel';

interface Way {
  method: 'phone' | 'whatsapp' | 'email';
  href: string;
  /** The number or address, shown left to right in the link's wording. */
  value: string;
  /** "Call {phone}", "Email {email}". */
  wording: Bilingual;
  icon: IconComponent;
}

/** The ways a family can be reached, from checked digits and addresses only: none for a value that makes no link. */
function waysToReach(item: InboxItem): Way[] {
  const phone = (item.phone ?? '').trim();
  const email = (item.email ?? '').trim();
  const ways: Array<Omit<Way, 'href'> & { href: string | null }> = [
    { method: 'phone', href: telHref(item.phone), value: phone, wording: wording.call, icon: Phone },
    {
      method: 'whatsapp',
      href: whatsappHref(item.phone),
      value: phone,
      wording: wording.whatsapp,
      icon: MessageCircle,
    },
    { method: 'email', href: mailtoHref(item.email), value: email, wording: wording.email, icon: Mail },
  ];
  return ways.filter((way): way is Way => way.href !== null);
}

/** One-tap links to call, message or email the family, their preferred way first and marked. */
export function FamilyContactLinks({ item }: { item: InboxItem }) {
  const t = useInboxText();
  const ways = waysToReach(item);
  ways.sort((a, b) => Number(b.method === item.contactMethod) - Number(a.method === item.contactMethod));
  return (
    <DetailPanel title={t.text(wording.reach)}>
      {ways.length === 0 ? (
        <p className="text-fg-muted">{t.text(wording.noWayToReach)}</p>
      ) : (
        <ul className="flex flex-col gap-3 tablet:flex-row tablet:flex-wrap">
          {ways.map((way, index) => {
            const preferred = way.method === item.contactMethod;
            // The phone links' wordings hold `{phone}`, the email's `{email}`.
            const value = <bdi dir="ltr">{way.value}</bdi>;
            return (
              <li key={way.method} className="flex flex-col gap-1">
                <Button
                  to={way.href}
                  colour={index === 0 && preferred ? 'brand' : 'outlined'}
                  startIcon={way.icon}
                  className="w-full tablet:w-auto"
                >
                  {fillPlaceholders(t.text(way.wording), { phone: value, email: value })}
                </Button>
                {preferred && (
                  <span className="text-center text-xs text-fg-muted tablet:text-start">
                    {t.text(wording.preferred)}: {t.code('contactMethod', item.contactMethod)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </DetailPanel>
  );
}
