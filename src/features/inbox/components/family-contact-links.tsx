import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import { useState } from 'react';
import type { InboxItem } from '#contracts/inbox';
import { Button } from '@/components/ui/button';
import type { IconComponent } from '@/components/ui/icon';
import { mailtoHref, telHref, whatsappHref } from '@/config/contact-links';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import type { Bilingual } from '@/i18n/text';
import { inboxWording as wording } from '../content/inbox-wording';
import { useUserStore } from '@/stores/use-user-store';
import { useInboxText } from '../hooks/use-inbox-text';
import { goToAttempt } from './attempt-form';
import { ContactLink } from './contact-link';
import { DetailPanel } from './detail-panel';
import { useItemWrite } from './item-changes';
import { useSafeNow } from './safe-now';
import { SaveProblem } from './save-problem';

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

/**
 * One-tap links to call, message or email the family: their chosen channel first, the others
 * marked as not chosen; outside their safe hours each asks before it is followed.
 */
export function FamilyContactLinks({
  item,
  onContactAnyway,
}: {
  item: InboxItem;
  /** A link followed outside the family's hours after "Contact anyway": logging it need not ask again. */
  onContactAnyway: () => void;
}) {
  const t = useInboxText();
  const safe = useSafeNow(item.rules);
  const me = useUserStore((state) => state.user?.id ?? null);
  const claim = useItemWrite('owner:call');
  // Calling an item nobody has makes it the caller's, as logging a try does: no colleague calls the same family.
  const claimOnCall = me && item.owner === null && !claim.busy ? () => claim.save({ ownerId: me }) : undefined;
  // Once a link is followed, the way back to log how it went (staff review #10).
  const [followed, setFollowed] = useState(false);
  const follow = (method: Way['method']) => (anyway: boolean) => {
    setFollowed(true);
    if (anyway) onContactAnyway();
    if (method === 'phone') claimOnCall?.();
  };
  const chosen = item.rules ? item.rules.channel : item.contactMethod;
  const ways = waysToReach(item);
  ways.sort((a, b) => Number(b.method === chosen) - Number(a.method === chosen));
  return (
    <DetailPanel title={t.text(wording.reach)}>
      {ways.length === 0 ? (
        <p className="text-fg-muted">{t.text(wording.noWayToReach)}</p>
      ) : (
        <ul className="flex flex-col gap-4 tablet:flex-row tablet:flex-wrap tablet:items-start">
          {ways.map((way, index) => {
            // The phone links' wordings hold `{phone}`, the email's `{email}`.
            const value = <bdi dir="ltr">{way.value}</bdi>;
            const isChosen = chosen ? way.method === chosen : null;
            return (
              <li key={way.method} className="min-w-0 tablet:max-w-sm">
                <ContactLink
                  href={way.href}
                  icon={way.icon}
                  chosen={item.rules || isChosen ? isChosen : null}
                  primary={index === 0 && isChosen === true}
                  safe={safe}
                  onFollow={follow(way.method)}
                >
                  {fillPlaceholders(t.text(way.wording), { phone: value, email: value })}
                </ContactLink>
              </li>
            );
          })}
        </ul>
      )}
      {followed && (
        <Button colour="outlined" size="sm" onClick={goToAttempt} className="mt-4">
          {t.text(wording.howDidItGo)}
        </Button>
      )}
      <SaveProblem error={claim.error} />
    </DetailPanel>
  );
}
