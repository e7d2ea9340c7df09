import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BookedCall } from '#contracts/bookings';
import { can } from '#contracts/roles';
import { inboxItemPath } from '#contracts/routes';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import { Chip } from '@/components/ui/chip';
import { QueryStates } from '@/components/ui/load-states';
import { CLOCK_STYLE, dateTimeFormat, formatNumber, LONG_DAY_STYLE } from '@/i18n/format';
import { usePathFor, useRenderLanguage } from '@/i18n/language-context';
import type { Language } from '@/i18n/languages';
import { timeZoneWords } from '@/i18n/time-zone-words';
import { fillText } from '@/i18n/fill-text';
import { useText } from '@/i18n/use-text';
import { useUserStore } from '@/stores/use-user-store';
import { useCallsToday } from '../api/get-calls-today';
import { bookedCallsWording as words } from '../content/booked-calls-wording';
import { groupInOrder } from '@/lib/group-in-order';

const clock = (at: string, timeZone: string, language: Language) =>
  dateTimeFormat(language, { ...CLOCK_STYLE, timeZone }).format(new Date(at));
const day = (at: string, language: Language) =>
  dateTimeFormat(language, { ...LONG_DAY_STYLE, timeZone: CENTRE_TIME_ZONE }).format(new Date(at));

/** The week after today, a day at a time: who takes each call, and when. */
function CallsAhead({ calls }: { calls: readonly BookedCall[] }) {
  const text = useText();
  const language = useRenderLanguage();
  return (
    <section aria-labelledby="today-calls-ahead" className="space-y-3">
      <h3 id="today-calls-ahead" className="text-lg font-semibold text-fg">
        {text(words.aheadHeading)}
      </h3>
      {calls.length === 0 ? (
        <p className="text-fg-muted">{text(words.noneAhead)}</p>
      ) : (
        groupInOrder(calls, (call) => day(call.startsAt, language)).map(([name, ofDay]) => (
          <div key={name} className="space-y-2">
            <h4 className="font-medium text-fg">{name}</h4>
            <ul className="space-y-2">
              {ofDay.map((call) => (
                <CallRow key={call.reference} call={call} />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

function CallRow({ call }: { call: BookedCall }) {
  const text = useText();
  const language = useRenderLanguage();
  const pathFor = usePathFor();
  const theirs = fillText(text(words.theirTime), {
    time: clock(call.startsAt, call.familyTimeZone, language),
    zone: timeZoneWords(call.familyTimeZone, language),
  });
  return (
    <li className="flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-2xl border border-line bg-surface-raised p-4">
      <Link to={pathFor(inboxItemPath(call.reference))} className="font-semibold text-brand underline">
        <time dateTime={call.startsAt} className="tabular-nums">
          {clock(call.startsAt, CENTRE_TIME_ZONE, language)}
        </time>{' '}
        <bdi>{call.reference}</bdi>
      </Link>
      <span className="text-sm text-fg-muted">{theirs}</span>
      <span className="text-sm text-fg">
        {call.mine ? text(words.yours) : fillText(text(words.colleague), { name: call.staffName })}
      </span>
    </li>
  );
}

/** Who takes calls this week, the reader first: each a chip that narrows both lists to theirs. */
function WhoseCalls({
  calls,
  person,
  onChoose,
}: {
  calls: readonly BookedCall[];
  person: string | null;
  onChoose: (person: string | null) => void;
}) {
  const text = useText();
  const language = useRenderLanguage();
  const people = groupInOrder(
    [...calls].sort((a, b) => Number(b.mine) - Number(a.mine)),
    (call) => call.staffName,
  );
  const count = (value: number) => formatNumber(value, language);
  return (
    <div role="group" aria-labelledby="today-whose" className="flex flex-col gap-2">
      <span id="today-whose" className="text-sm font-medium text-fg">
        {text(words.whose)}
      </span>
      <div className="flex flex-wrap gap-2">
        <Chip selected={person === null} onClick={() => onChoose(null)}>
          {fillText(text(words.everyone), { count: count(calls.length) })}
        </Chip>
        {people.map(([name, theirs]) => (
          <Chip key={name} selected={person === name} onClick={() => onChoose(name)}>
            {theirs[0]?.mine
              ? fillText(text(words.you), { count: count(theirs.length) })
              : fillText(text(words.person), { name, count: count(theirs.length) })}
          </Chip>
        ))}
      </div>
    </div>
  );
}

/**
 * Today's booked calls, at the centre's time with the family's beside it, then the next six days',
 * for those who work the inbox; when more than one person takes them, narrowed to one person's week
 * by a press.
 */
export function BookedCalls() {
  const text = useText();
  const language = useRenderLanguage();
  const role = useUserStore((state) => state.user?.role);
  const allowed = can(role, 'inbox');
  const calls = useCallsToday(allowed);
  const [person, setPerson] = useState<string | null>(null);
  if (!allowed) return null;
  const all = calls.data ? [...calls.data.calls, ...calls.data.ahead] : [];
  const theirs = (list: readonly BookedCall[]) =>
    person === null ? list : list.filter((call) => call.staffName === person);
  const several = new Set(all.map((call) => call.staffName)).size > 1;
  return (
    <>
      {several && <WhoseCalls calls={all} person={person} onChoose={setPerson} />}
      <section aria-labelledby="today-calls" className="space-y-3">
        <h3 id="today-calls" className="text-lg font-semibold text-fg">
          {text(words.heading)}{' '}
          <span className="text-sm font-normal text-fg-muted">({timeZoneWords(CENTRE_TIME_ZONE, language)})</span>
        </h3>
        <QueryStates
          query={calls}
          loading={words.loading}
          failed={text(words.loadFailed)}
          retryLabel={text(words.tryAgain)}
        >
          {(data) =>
            theirs(data.calls).length === 0 ? (
              <p className="text-fg-muted">{text(words.none)}</p>
            ) : (
              <ul className="space-y-2">
                {theirs(data.calls).map((call) => (
                  <CallRow key={call.reference} call={call} />
                ))}
              </ul>
            )
          }
        </QueryStates>
      </section>
      {calls.isSuccess && <CallsAhead calls={theirs(calls.data.ahead)} />}
    </>
  );
}
