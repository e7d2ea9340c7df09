import { useState } from 'react';
import { INBOX_KIND_LABELS, type InboxItem } from '#contracts/inbox';
import { inboxWording as wording } from '../content/inbox-wording';
import {
  attemptWording,
  followUpWording,
  historyWording,
  notesWording,
  ownerWording,
  stageFormWording,
} from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { AttemptForm } from './attempt-form';
import { AttemptsList } from './attempts-list';
import { BookingPanel } from './booking-panel';
import { ClinicalDecisionPanel } from './clinical-decision-panel';
import { ConsentLine } from './consent-line';
import { ContactRulesPanel } from './contact-rules-panel';
import { DecisionBanner } from './decision-banner';
import { DetailPanel } from './detail-panel';
import { DuplicatesPanel } from './duplicates-panel';
import { FamilyContactLinks } from './family-contact-links';
import { FollowUpForm } from './follow-up-form';
import { ItemHistory } from './item-history';
import { ItemMessages } from './item-messages';
import { ItemViewers } from './item-viewers';
import { NoteForm } from './note-form';
import { NotesList } from './notes-list';
import { OwnerForm } from './owner-form';
import { ResponseClock } from './response-clock';
import { SentFields } from './sent-fields';
import { StageBadge } from './stage-badge';
import { StageForm } from './stage-form';
import { SentSelfCheck } from './sent-self-check';

/**
 * The item's page. On a phone one column, the family's rules first; from laptop width two: the
 * family's side (rules, how to reach them, possible duplicates, what they sent) and the team's
 * (the call and what it decided, owner, stage, next step, notes, history).
 */
export function ItemView({ item }: { item: InboxItem }) {
  const t = useInboxText();
  const [outsideAgreedAt, setOutsideAgreedAt] = useState<number | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="flex flex-wrap items-center gap-3 text-sm text-fg-muted">
          <StageBadge stage={item.stage} closeReason={item.closeReason} />
          <span>
            {t.text(INBOX_KIND_LABELS[item.kind])} ·{' '}
            <time dateTime={item.receivedAt}>{t.dateTime(item.receivedAt)}</time>
          </span>
        </p>
        <ResponseClock item={item} />
        <ItemViewers reference={item.reference} />
      </div>
      <DecisionBanner item={item} />
      <div className="grid items-start gap-6 laptop:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <ContactRulesPanel item={item} />
          <FamilyContactLinks item={item} onContactAnyway={() => setOutsideAgreedAt(Date.now())} />
          <SentSelfCheck selfCheck={item.selfCheck} />
          <DuplicatesPanel item={item} />
          <DetailPanel title={t.text(wording.sent)}>
            <div className="flex flex-col gap-4">
              <SentFields item={item} />
              <ConsentLine consent={item.consent} />
            </div>
          </DetailPanel>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <BookingPanel reference={item.reference} version={item.version} />
          <ClinicalDecisionPanel history={item.history} />
          <ItemMessages reference={item.reference} />
          <DetailPanel title={t.text(attemptWording.heading)}>
            <div className="flex flex-col gap-6">
              <AttemptForm item={item} outsideAgreedAt={outsideAgreedAt} />
              <AttemptsList history={item.history} />
            </div>
          </DetailPanel>
          <DetailPanel title={t.text(ownerWording.heading)}>
            <OwnerForm item={item} />
          </DetailPanel>
          <DetailPanel title={t.text(stageFormWording.heading)}>
            <StageForm item={item} />
          </DetailPanel>
          <DetailPanel title={t.text(followUpWording.heading)}>
            <FollowUpForm item={item} />
          </DetailPanel>
          <DetailPanel title={t.text(notesWording.heading)}>
            <div className="flex flex-col gap-6">
              <NoteForm />
              <NotesList history={item.history} />
            </div>
          </DetailPanel>
          <DetailPanel title={t.text(historyWording.heading)}>
            <ItemHistory history={item.history} />
          </DetailPanel>
        </div>
      </div>
    </div>
  );
}
