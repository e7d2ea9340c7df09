import { useState, type FormEvent } from 'react';
import type { InboxItem } from '#contracts/inbox';
import {
  ATTEMPT_CHANNEL_LABELS,
  ATTEMPT_CHANNELS,
  ATTEMPT_OUTCOME_LABELS,
  ATTEMPT_OUTCOMES,
  type AttemptChannel,
  type AttemptOutcome,
} from '#contracts/pipeline';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { triesText } from '../content/item-format';
import { attemptWording as wording, linksWording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { useItemWrite } from './item-changes';
import { SaveButton } from './save-button';
import { SaveProblem } from './save-problem';

const isChannel = (value: string | null | undefined): value is AttemptChannel =>
  ATTEMPT_CHANNELS.includes(value as AttemptChannel);

/**
 * Logs one try to reach the family: the channel (theirs first chosen) and what happened. "Left a
 * message" cannot be chosen when the family asked for none; the server refuses it as well.
 */
export function AttemptForm({ item }: { item: Pick<InboxItem, 'rules' | 'contactMethod' | 'failedAttempts'> }) {
  const t = useInboxText();
  const write = useItemWrite('attempt');
  const theirs = item.rules ? item.rules.channel : item.contactMethod;
  const [channel, setChannel] = useState<AttemptChannel>(isChannel(theirs) ? theirs : 'phone');
  const [chosen, setOutcome] = useState<AttemptOutcome | ''>('');
  const noMessage = item.rules?.leaveMessage === false;
  // A message chosen before the server said the family wants none (a 422) is no choice any more.
  const outcome = noMessage && chosen === 'leftMessage' ? '' : chosen;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome) write.log({ channel, outcome }, () => setOutcome(''));
  };
  const notTheirs = (each: AttemptChannel) =>
    isChannel(theirs) && each !== theirs ? ` (${t.text(linksWording.notChosen)})` : '';
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {item.failedAttempts > 0 && (
        <p className="font-medium text-fg">
          {fillPlaceholders(t.text(wording.failed), { tries: triesText(item.failedAttempts, t.language) })}
        </p>
      )}
      <ChoiceGroup
        name="attempt-channel"
        legend={t.text(wording.channelLegend)}
        options={ATTEMPT_CHANNELS.map((each) => ({
          value: each,
          label: t.text(ATTEMPT_CHANNEL_LABELS[each]) + notTheirs(each),
        }))}
        value={channel}
        onChange={setChannel}
      />
      <ChoiceGroup
        name="attempt-outcome"
        legend={t.text(wording.outcomeLegend)}
        hint={noMessage ? t.text(wording.noMessage) : undefined}
        options={ATTEMPT_OUTCOMES.map((each) => ({
          value: each,
          label: t.text(ATTEMPT_OUTCOME_LABELS[each]),
          disabled: noMessage && each === 'leftMessage',
        }))}
        value={outcome}
        onChange={setOutcome}
      />
      <SaveProblem error={write.error} />
      <SaveButton
        colour="brand"
        label={wording.log}
        disabled={write.busy || outcome === ''}
        saving={write.saving}
        saved={write.saved}
      />
    </form>
  );
}
