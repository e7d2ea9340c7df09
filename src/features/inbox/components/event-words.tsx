import type { ReactNode } from 'react';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { CLINICAL_DECISION_LABELS } from '#contracts/clinical';
import type { InboxEvent } from '#contracts/inbox';
import {
  ATTEMPT_CHANNEL_LABELS,
  ATTEMPT_OUTCOME_LABELS,
  CLOSE_REASON_LABELS,
  STAGE_LABELS,
  type AttemptChannel,
  type AttemptOutcome,
} from '#contracts/pipeline';
import { historyWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';

/** "Phone call — no answer": the outcome follows the channel in running text (lower case in English). */
export function AttemptWords({ channel, outcome }: { channel: AttemptChannel; outcome: AttemptOutcome }) {
  const t = useInboxText();
  const said = t.text(ATTEMPT_OUTCOME_LABELS[outcome]);
  return fillPlaceholders(t.text(wording.attempt), {
    channel: t.text(ATTEMPT_CHANNEL_LABELS[channel]),
    outcome: t.language === 'en' ? said.charAt(0).toLowerCase() + said.slice(1) : said,
  });
}

const reference = (value: string) => (
  <bdi dir="ltr" className="font-mono">
    {value}
  </bdi>
);

/** One history entry in words: what changed, without who and when. */
export function EventWords({ event }: { event: InboxEvent }): ReactNode {
  const t = useInboxText();
  switch (event.type) {
    case 'stage':
      if (event.stage === 'closed' && event.closeReason)
        return fillPlaceholders(t.text(wording.closed), { reason: t.text(CLOSE_REASON_LABELS[event.closeReason]) });
      if (event.stage === 'assessmentBooked' && event.assessmentAt)
        return fillPlaceholders(t.text(wording.assessmentBooked), {
          at: <time dateTime={event.assessmentAt}>{t.dateTime(event.assessmentAt)}</time>,
        });
      return fillPlaceholders(t.text(wording.stage), { stage: t.text(STAGE_LABELS[event.stage]) });
    case 'owner':
      return event.owner === null
        ? t.text(wording.unassigned)
        : fillPlaceholders(t.text(wording.assigned), { name: <bdi data-user-content>{event.owner}</bdi> });
    case 'attempt':
      return <AttemptWords channel={event.channel} outcome={event.outcome} />;
    case 'followUp':
      return event.followUpAt === null
        ? t.text(wording.followUpCleared)
        : fillPlaceholders(t.text(wording.followUpSet), {
            at: <time dateTime={event.followUpAt}>{t.dateTime(event.followUpAt)}</time>,
          });
    case 'note':
      return t.text(wording.note);
    case 'link':
      return fillPlaceholders(t.text(wording.link[event.state]), { reference: reference(event.reference) });
    case 'clinical':
      return fillPlaceholders(t.text(wording.clinical), { decision: t.text(CLINICAL_DECISION_LABELS[event.decision]) });
    case 'message':
      return t.text(wording.message[event.from]);
  }
}
