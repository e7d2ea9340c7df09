import Ban from 'lucide-react/icons/ban';
import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon, type IconComponent } from '@/components/ui/icon';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { linksWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { ZoneName, type SafeNow } from './safe-now';

interface ContactLinkProps {
  href: string;
  icon: IconComponent;
  /** "Call +971…", with the number isolated. */
  children: ReactNode;
  /** The family's chosen channel (true), another one (false), or no rule about it (null). */
  chosen: boolean | null;
  primary: boolean;
  /** The family's safe hours now; null when they set none. */
  safe: SafeNow | null;
  /** Runs when the link is followed: at once (`anyway` false), or after "Contact anyway" (true). */
  onFollow?: (anyway: boolean) => void;
}

/**
 * A one-tap link to call, message or email the family. Outside their safe hours the first
 * activation is held back: an inline warning gives their local time and a "Contact anyway" button
 * that follows the link; within them, or without rules, the link works at once.
 */
export function ContactLink({ href, icon, children, chosen, primary, safe, onFollow }: ContactLinkProps) {
  const t = useInboxText();
  const [asking, setAsking] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const confirmed = useRef(false);
  const warningId = useId();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (confirmed.current || !safe || safe.within) return onFollow?.(confirmed.current);
    event.preventDefault();
    setAsking(true);
  };
  // The warning's buttons go with it: focus goes back to the link, not to the top of the page.
  const close = () => {
    setAsking(false);
    link.current?.focus();
  };
  const contactAnyway = () => {
    close();
    // The link itself is followed, as a click on it would be (a new tab for WhatsApp, the dialler for a call).
    confirmed.current = true;
    link.current?.click();
    confirmed.current = false;
  };
  const values = safe && { time: safe.time, zone: <ZoneName zone={safe.zone} />, next: safe.next };
  return (
    <div className="flex flex-col gap-2">
      <Button
        ref={link}
        to={href}
        colour={primary ? 'brand' : 'outlined'}
        startIcon={icon}
        onClick={onClick}
        aria-describedby={asking ? warningId : undefined}
        className="w-full tablet:w-auto"
      >
        {children}
      </Button>
      {chosen !== null && (
        <span className="flex items-center justify-center gap-1 text-xs text-fg-muted tablet:justify-start">
          {!chosen && <Icon icon={Ban} size="xs" />}
          {t.text(chosen ? wording.chosen : wording.notChosen)}
        </span>
      )}
      {asking && values && (
        <div id={warningId}>
          <Alert
            tone="warning"
            actions={
              <>
                <Button colour="outlined" size="sm" onClick={contactAnyway}>
                  {t.text(wording.contactAnyway)}
                </Button>
                <Button colour="ghost" size="sm" onClick={close}>
                  {t.text(wording.notNow)}
                </Button>
              </>
            }
          >
            {fillPlaceholders(t.text(values.next ? wording.outside : wording.outsideNoNext), values)}
          </Alert>
        </div>
      )}
    </div>
  );
}
