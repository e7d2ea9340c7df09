import { useState, type FormEvent } from 'react';
import { safeWindow } from '#contracts/clock';
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
import { knownZone, triesText, weekdayTime } from '../content/item-format';
import { attemptWording as wording, linksWording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { Alert } from '@/components/ui/alert';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { useItemWrite } from './item-changes';
import { useNow } from './now-provider';
import { SaveButton } from './save-button';
import { SaveProblem } from './save-problem';

const isChannel = (value: string | null | undefined): value is AttemptChannel =>
  ATTEMPT_CHANNELS.includes(value as AttemptChannel);

/** The same channel and outcome again within this is more likely a double entry than a new try. */
const REPEAT_MS = 10 * 60_000;

/**
 * Logs one try to reach the family: the channel (theirs first chosen) and what happened. "Left a
 * message" cannot be chosen when the family asked for none; the server refuses it as well. A try
 * outside the family's days and hours, or the same try again within minutes, is said before it is
 * logged, and logged on a second press (staff review #12).
 */
export function AttemptForm({
  item,
}: {
  item: Pick<InboxItem, 'rules' | 'contactMethod' | 'failedAttempts' | 'history'>;
}) {
  const t = useInboxText();
  const now = useNow();
  const write = useItemWrite('attempt');
  const [asked, setAsked] = useState<string[] | null>(null);
  const theirs = item.rules ? item.rules.channel : item.contactMethod;
  const [channel, setChannel] = useState<AttemptChannel>(isChannel(theirs) ? theirs : 'phone');
  const [chosen, setOutcome] = useState<AttemptOutcome | ''>('');
  const noMessage = item.rules?.leaveMessage === false;
  // A message chosen before the server said the family wants none (a 422) is no choice any more.
  const outcome = noMessage && chosen === 'leftMessage' ? '' : chosen;
  const concerns = () => {
    const found: string[] = [];
    if (item.rules && !safeWindow(item.rules, now).within)
      found.push(
        t.text(wording.checkOutside).replace('{theirs}', weekdayTime(now, knownZone(item.rules.timeZone), t.language)),
      );
    const same = item.history.find(
      (event) =>
        event.type === 'attempt' &&
        event.channel === channel &&
        event.outcome === outcome &&
        Math.abs(now.getTime() - Date.parse(event.at)) < REPEAT_MS,
    );
    if (same) found.push(t.text(wording.checkRepeat).replace('{ago}', t.ago(same.at, now.getTime())));
    return found;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) return;
    const found = asked ? [] : concerns();
    if (found.length > 0) return setAsked(found);
    write.log({ channel, outcome }, () => {
      setOutcome('');
      setAsked(null);
    });
  };
  const choose =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setAsked(null);
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
        onChange={choose(setChannel)}
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
        onChange={choose(setOutcome)}
      />
      {asked && (
        <Alert tone="warning" title={t.text(wording.checkTitle)}>
          {asked.map((concern) => (
            <p key={concern}>{concern}</p>
          ))}
        </Alert>
      )}
      <SaveProblem error={write.error} />
      <SaveButton
        colour="brand"
        label={asked ? wording.logAnyway : wording.log}
        disabled={write.busy || outcome === ''}
        saving={write.saving}
        saved={write.saved}
      />
    </form>
  );
}
