import Ban from 'lucide-react/icons/ban';
import Check from 'lucide-react/icons/check';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { Icon, type IconColour, type IconComponent } from '@/components/ui/icon';
import type { Bilingual } from '@/i18n/text';
import { own } from '@/lib/own';
import type { ContactRules, InboxItem } from '#contracts/inbox';
import { safeDaysText, safeHoursText } from '../content/item-format';
import { rulesWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { AboutEnquiry } from './about-enquiry';
import { DetailPanel } from './detail-panel';
import { SafeNowLines, useSafeNow } from './safe-now';

const channelIcons: Record<string, IconComponent> = { phone: Phone, whatsapp: MessageCircle, email: Mail };

interface RuleProps {
  label: string;
  /** A mark that says what the words say: a "don't" (Ban), a "may" (Check), the channel's own icon. */
  icon?: IconComponent;
  colour?: IconColour;
  children: ReactNode;
}

function Rule({ label, icon, colour, children }: RuleProps) {
  return (
    <div>
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="flex items-start gap-2 font-medium text-fg">
        {icon && <Icon icon={icon} size="xs" colour={colour} className="mt-1" />}
        <span>{children}</span>
      </dd>
    </div>
  );
}

/** A yes-or-no rule's mark. */
const mark = (allowed: boolean) =>
  allowed ? { icon: Check, colour: 'success' as const } : { icon: Ban, colour: 'danger' as const };

function Rules({ rules }: { rules: ContactRules }) {
  const t = useInboxText();
  const safe = useSafeNow(rules);
  const channel = own<Bilingual>(wording.channelOnly, rules.channel ?? '');
  return (
    <div className="flex flex-col gap-4">
      {safe && <SafeNowLines safe={safe} />}
      <dl className="grid gap-4 tablet:grid-cols-2">
        <Rule label={t.text(wording.channelLabel)} icon={own(channelIcons, rules.channel ?? '')} colour="brand">
          {channel ? t.text(channel) : t.text(wording.anyChannel)}
        </Rule>
        <Rule label={t.text(wording.messagesLabel)} {...mark(rules.leaveMessage)}>
          {t.text(rules.leaveMessage ? wording.messagesAllowed : wording.noMessage)}
        </Rule>
        <Rule label={t.text(wording.nameLabel)} {...mark(rules.nameCentre)}>
          {t.text(rules.nameCentre ? wording.nameAllowed : wording.noName)}
        </Rule>
        <Rule label={t.text(wording.daysLabel)}>{safeDaysText(rules.safeDays, t.language)}</Rule>
        <Rule label={t.text(wording.hoursLabel)}>{safeHoursText(rules.safeFrom, rules.safeTo, t.language)}</Rule>
      </dl>
    </div>
  );
}

/** The family's rules for contacting them, before anything else on the page, and who sent the enquiry. */
export function ContactRulesPanel({ item }: { item: InboxItem }) {
  const t = useInboxText();
  return (
    <DetailPanel title={t.text(wording.heading)}>
      <div className="flex flex-col gap-6">
        {item.rules ? <Rules rules={item.rules} /> : <p className="text-fg-muted">{t.text(wording.none)}</p>}
        <AboutEnquiry item={item} />
      </div>
    </DetailPanel>
  );
}
