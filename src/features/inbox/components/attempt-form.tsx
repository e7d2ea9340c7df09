import { useId, useState, type FormEvent } from 'react';
import { safeWindow } from '#contracts/clock';
import type { InboxItem } from '#contracts/inbox';
import {
  ATTEMPT_CHANNEL_LABELS,
  ATTEMPT_CHANNELS,
  ATTEMPT_OUTCOME_LABELS,
  ATTEMPT_OUTCOMES,
  STAGE_LABELS,
  STAGES,
  type AttemptChannel,
  type AttemptOutcome,
  type Stage,
} from '#contracts/pipeline';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { fromLocalInput, knownZone, triesText, weekdayTime } from '../content/item-format';
import { attemptWording as wording, linksWording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { Alert } from '@/components/ui/alert';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FollowUpField } from './follow-up-field';
import { useItemWrite } from './item-changes';
import { NoteField } from './note-field';
import { useNow } from './now-provider';
import { SaveButton } from './save-button';
import { SaveProblem } from './save-problem';
import { StageFields, stageOptions, useStageChoice } from './stage-fields';

const isChannel = (value: string | null | undefined): value is AttemptChannel =>
  ATTEMPT_CHANNELS.includes(value as AttemptChannel);

/** The stages a call may move an item to: never back to "new". */
type CallStage = Exclude<Stage, 'new'>;
const CALL_STAGES = STAGES.filter((stage): stage is CallStage => stage !== 'new');

/** The outcome's first radio ("Reached"): "How did it go?" after a call moves the focus here. */
const OUTCOME_GROUP_ID = 'inbox-attempt-outcome';

/** Moves to the attempt's outcome, scrolled into view, as a link to it would. */
export function goToAttempt() {
  const first = document.getElementById(OUTCOME_GROUP_ID);
  first?.scrollIntoView?.({ block: 'center' });
  first?.focus();
}

/** The same channel and outcome again within this is more likely a double entry than a new try. */
const REPEAT_MS = 10 * 60_000;
/** A "Contact anyway" covers the try logged this soon after it. */
const AGREED_MS = 30 * 60_000;

/**
 * Logs one try to reach the family: the channel (theirs first chosen) and what happened, and with
 * it, in the same save, what the call decided: the stage, the next follow-up, a note (staff review
 * #10). "Left a message" cannot be chosen when the family asked for none; the server refuses it as
 * well. A try outside the family's days and hours (unless "Contact anyway" was pressed for it just
 * before), or the same try again within minutes, is said before it is logged, and logged on a second
 * press (staff review #12).
 */
export function AttemptForm({
  item,
  outsideAgreedAt = null,
}: {
  item: Pick<InboxItem, 'rules' | 'contactMethod' | 'failedAttempts' | 'history' | 'stage'>;
  /** When "Contact anyway" was pressed on this page: a try logged soon after is that one, not asked about twice. */
  outsideAgreedAt?: number | null;
}) {
  const t = useInboxText();
  const now = useNow();
  const write = useItemWrite('attempt');
  const [asked, setAsked] = useState<string[] | null>(null);
  const theirs = item.rules ? item.rules.channel : item.contactMethod;
  const [channel, setChannel] = useState<AttemptChannel>(isChannel(theirs) ? theirs : 'phone');
  const [chosen, setOutcome] = useState<AttemptOutcome | ''>('');
  const stageChoice = useStageChoice<CallStage>({ stage: '', closeReason: '', assessment: '' });
  const [followUp, setFollowUp] = useState('');
  const [note, setNote] = useState('');
  const followUpId = useId();
  const noMessage = item.rules?.leaveMessage === false;
  // A message chosen before the server said the family wants none (a 422) is no choice any more.
  const outcome = noMessage && chosen === 'leftMessage' ? '' : chosen;
  const concerns = () => {
    const found: string[] = [];
    const agreed = outsideAgreedAt !== null && now.getTime() - outsideAgreedAt < AGREED_MS;
    if (item.rules && !agreed && !safeWindow(item.rules, now).within)
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
    const stagePart = stageChoice.part();
    if (!stagePart) return;
    const found = asked ? [] : concerns();
    if (found.length > 0) return setAsked(found);
    const followUpAt = fromLocalInput(followUp);
    const text = note.trim();
    write.log(
      { channel, outcome, ...stagePart, ...(followUpAt && { followUpAt }), ...(text && { note: text }) },
      () => {
        setOutcome('');
        setAsked(null);
        stageChoice.reset();
        setFollowUp('');
        setNote('');
      },
    );
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
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
        id={OUTCOME_GROUP_ID}
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
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-medium text-fg">{t.text(wording.alsoLegend)}</legend>
        <StageFields
          choice={stageChoice}
          label={wording.stageLabel}
          options={[
            {
              value: '',
              label: t
                .text(wording.stageAsItIs)
                .replace('{stage}', t.text(STAGE_LABELS[item.stage === 'new' ? 'inContact' : item.stage])),
            },
            ...stageOptions(CALL_STAGES, t.text),
          ]}
        />
        <FollowUpField
          id={followUpId}
          label={wording.followUpLabel}
          value={followUp}
          typed={followUp !== ''}
          rules={item.rules}
          onChange={setFollowUp}
        />
        <NoteField value={note} onChange={setNote} />
      </fieldset>
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
