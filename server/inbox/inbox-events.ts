import type { InboxEvent } from '#contracts/inbox';
import { CLINICAL_DECISIONS, type ClinicalDecisionKind } from '#contracts/clinical';
import { MESSAGE_SENDERS, type MessageSender } from '#contracts/messages';
import {
  ATTEMPT_CHANNELS,
  ATTEMPT_OUTCOMES,
  CLOSE_REASONS,
  isStage,
  LINK_STATES,
  type AttemptChannel,
  type AttemptOutcome,
  type CloseReason,
  type LinkState,
} from '#contracts/pipeline';
import { iso, type Time } from '../items/inbox-rows';

/** One row of `inbox_events` (migrations 002, 006, 016, 019 and 026). */
export interface EventRow {
  type: string;
  at: Time;
  by_name: string;
  stage: string | null;
  close_reason: string | null;
  note: string | null;
  owner_name: string | null;
  channel: string | null;
  outcome: string | null;
  follow_up_at: Time | null;
  assessment_at: Time | null;
  other_reference: string | null;
  link_state: string | null;
  clinical_decision: string | null;
  clinical_alternatives: string | null;
  clinical_reason: string | null;
  message_from: string | null;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    values.includes(value as T);
const isCloseReason = oneOf<CloseReason>(CLOSE_REASONS);
const isChannel = oneOf<AttemptChannel>(ATTEMPT_CHANNELS);
const isOutcome = oneOf<AttemptOutcome>(ATTEMPT_OUTCOMES);
const isLinkState = oneOf<LinkState>(LINK_STATES);
const isClinicalDecision = oneOf<ClinicalDecisionKind>(CLINICAL_DECISIONS);
const isSender = oneOf<MessageSender>(MESSAGE_SENDERS);

/** The history entry a row records; null for a row no version of the server writes (it is skipped, not shown raw). */
export function toInboxEvent(row: EventRow): InboxEvent | null {
  const base = { by: row.by_name, at: iso(row.at) };
  switch (row.type) {
    case 'stage':
      return isStage(row.stage)
        ? {
            ...base,
            type: 'stage',
            stage: row.stage,
            closeReason: isCloseReason(row.close_reason) ? row.close_reason : null,
            assessmentAt: row.assessment_at === null ? null : iso(row.assessment_at),
          }
        : null;
    case 'note':
      return row.note === null ? null : { ...base, type: 'note', text: row.note };
    case 'owner':
      return { ...base, type: 'owner', owner: row.owner_name };
    case 'attempt':
      return isChannel(row.channel) && isOutcome(row.outcome)
        ? { ...base, type: 'attempt', channel: row.channel, outcome: row.outcome }
        : null;
    case 'followUp':
      return { ...base, type: 'followUp', followUpAt: row.follow_up_at === null ? null : iso(row.follow_up_at) };
    case 'link':
      return row.other_reference !== null && isLinkState(row.link_state)
        ? { ...base, type: 'link', reference: row.other_reference, state: row.link_state }
        : null;
    case 'message':
      // The family's name is never the trail's: its own messages are by "family".
      return isSender(row.message_from)
        ? {
            ...base,
            type: 'message',
            from: row.message_from,
            by: row.message_from === 'family' ? 'family' : row.by_name,
          }
        : null;
    case 'clinical':
      return isClinicalDecision(row.clinical_decision)
        ? {
            ...base,
            type: 'clinical',
            decision: row.clinical_decision,
            alternatives: row.clinical_alternatives,
            reason: row.clinical_reason ?? '',
          }
        : null;
    default:
      return null;
  }
}
