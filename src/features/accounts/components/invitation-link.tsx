import { useEffect, useId, useRef, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import type { Bilingual } from '@/i18n/text';
import { INVITATION_HOURS, type InvitedAnswer } from '#contracts/accounts';
import { inviteWording as wording } from '../content/accounts-wording';
import { useAccountsText } from '../hooks/use-accounts-text';

/** A button that copies `value` and says so: the app passes the sign-in's own (features never import each other). */
export type CopyButtonComponent = ComponentType<{ value: string; label: Bilingual }>;

interface InvitationLinkProps {
  answer: InvitedAnswer;
  CopyButton: CopyButtonComponent;
  onClose: () => void;
}

/**
 * The new invitation's link, shown this once (the server keeps only its hash): copy it, and know
 * whether it was emailed, that it works once and until when. Focus moves to its heading when it appears.
 */
export function InvitationLink({ answer, CopyButton, onClose }: InvitationLinkProps) {
  const t = useAccountsText();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { invitation, link, emailed } = answer;
  const name = <bdi data-user-content>{invitation.name}</bdi>;
  const email = (
    <bdi dir="ltr" className="break-all" data-user-content>
      {invitation.email}
    </bdi>
  );
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-success/30 bg-success-soft p-4 tablet:p-6"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-fg focus:outline-none">
        {fillPlaceholders(t.text(wording.readyTitle), { name })}
      </h3>
      <p className="text-fg">
        {fillPlaceholders(t.text(emailed ? wording.emailed : wording.notEmailed), { name, email })}
      </p>
      <p className="font-medium text-fg">{t.text(wording.onlyOnce)}</p>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-fg" id={`${headingId}-link`}>
          {t.text(wording.linkLabel)}
        </span>
        <code
          aria-labelledby={`${headingId}-link`}
          dir="ltr"
          className="block break-all rounded-lg border border-line bg-surface-raised p-3 text-start font-mono text-sm text-fg"
        >
          {link}
        </code>
        <CopyButton value={link} label={wording.copyLink} />
      </div>
      <p className="text-fg">
        {fillPlaceholders(t.text(wording.validity), {
          hours: t.number(INVITATION_HOURS),
          date: <time dateTime={invitation.expiresAt}>{t.dateTime(invitation.expiresAt)}</time>,
        })}
      </p>
      <Button type="button" colour="outlined" size="sm" className="self-start" onClick={onClose}>
        {t.text(wording.done)}
      </Button>
    </section>
  );
}
