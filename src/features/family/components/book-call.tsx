import { useState } from 'react';
import type { FamilySlotsAnswer } from '#contracts/bookings';
import { ERROR_CODES } from '#contracts/errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { QueryStates } from '@/components/ui/load-states';
import { SelectField } from '@/components/ui/select-field';
import { CLOCK_STYLE, dateTimeFormat, LONG_DAY_STYLE } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import type { Language } from '@/i18n/languages';
import { timeZoneWords } from '@/i18n/time-zone-words';
import { useText } from '@/i18n/use-text';
import { errorCode } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { useChangeBooking, useFamilySlots } from '../api/call-booking';
import { callCalendarFile } from '../lib/call-calendar';
import { bookCallWording as words } from '../content/book-call-wording';
import { groupInOrder } from '@/lib/group-in-order';

const format = (at: string, timeZone: string, language: Language, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(language, { ...options, timeZone }).format(new Date(at));

/**
 * The family's call-back: its booked time (theirs, and the centre's) with "move" and "cancel", or
 * the free times inside its own safe hours, one day at a time in its time zone (a phone would
 * otherwise scroll through two weeks of times), each with the centre's time beside it. Offered for an enquiry only (a contact message has no safe hours).
 */
export function BookCall() {
  const text = useText();
  const slots = useFamilySlots();
  return (
    <section aria-labelledby="book-call-heading" className="space-y-4">
      <h3 id="book-call-heading" className="text-xl font-semibold text-fg">
        {text(words.heading)}
      </h3>
      <QueryStates
        query={slots}
        loading={words.loading}
        failed={text(words.loadFailed)}
        retryLabel={text(words.tryAgain)}
      >
        {(data) => <Booking answer={data} />}
      </QueryStates>
    </section>
  );
}

function Booking({ answer }: { answer: FamilySlotsAnswer }) {
  const text = useText();
  const language = useRenderLanguage();
  const change = useChangeBooking();
  const [moving, setMoving] = useState(false);
  const [chosen, setChosen] = useState('');
  const [notice, setNotice] = useState<'cancelled' | 'choose' | null>(null);
  const [day, setDay] = useState('');
  const { booking, timeZone, centreTimeZone } = answer;
  const days = groupInOrder(answer.slots, (slot) => format(slot, timeZone, language, LONG_DAY_STYLE));
  const [shownDay, shownStarts] = days.find(([one]) => one === day) ?? days[0] ?? ['', []];
  const clock = (at: string, zone: string) => format(at, zone, language, CLOCK_STYLE);
  const problem =
    change.isError && (errorCode(change.error) === ERROR_CODES.slotUnavailable ? words.taken : words.failed);

  const send = (kind: 'book' | 'move' | 'cancel') => {
    setNotice(null);
    if (kind !== 'cancel' && !chosen) return setNotice('choose');
    change.mutate(kind === 'cancel' ? { kind } : { kind, startsAt: chosen }, {
      onSuccess: () => {
        setMoving(false);
        setChosen('');
        if (kind === 'cancel') setNotice('cancelled');
      },
    });
  };

  return (
    <div className="space-y-4">
      {booking && (
        <div className="space-y-2 rounded-2xl border border-brand/30 bg-brand-soft p-4 text-fg">
          <p className="font-semibold">
            {text(words.booked)
              .replace('{day}', format(booking.startsAt, timeZone, language, LONG_DAY_STYLE))
              .replace('{time}', clock(booking.startsAt, timeZone))}
          </p>
          <p className="text-sm">
            {text(words.bookedCentre)
              .replace('{time}', clock(booking.startsAt, centreTimeZone))
              .replace('{zone}', timeZoneWords(centreTimeZone, language))}
          </p>
          {!moving && (
            <div className="flex flex-wrap items-center gap-2">
              <Button size="sm" onClick={() => setMoving(true)}>
                {text(words.move)}
              </Button>
              <Button size="sm" colour="danger" disabled={change.isPending} onClick={() => send('cancel')}>
                {text(words.cancel)}
              </Button>
              <Button
                size="sm"
                colour="ghost"
                aria-describedby="call-calendar-hint"
                onClick={() =>
                  downloadFile('call.ics', callCalendarFile(booking.startsAt, text(words.calendarTitle)), 'calendar')
                }
              >
                {text(words.addToCalendar)}
              </Button>
            </div>
          )}
          {!moving && (
            <p id="call-calendar-hint" className="text-sm text-fg-muted">
              {text(words.calendarHint)}
            </p>
          )}
        </div>
      )}
      {notice === 'cancelled' && <Alert tone="success">{text(words.cancelled)}</Alert>}
      {problem && <Alert tone="danger">{text(problem)}</Alert>}
      {(!booking || moving) &&
        (answer.slots.length === 0 ? (
          <p className="text-fg-muted">{text(words.none)}</p>
        ) : (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              send(booking ? 'move' : 'book');
            }}
          >
            <p className="text-fg-muted">{text(words.lead).replace('{zone}', timeZoneWords(timeZone, language))}</p>
            <SelectField
              id="call-day"
              label={text(words.day)}
              options={days.map(([day]) => ({ value: day, label: day }))}
              value={shownDay}
              onChange={setDay}
            />
            <ChoiceGroup
              name="call-slot"
              legend={shownDay}
              value={shownStarts.includes(chosen) ? chosen : ''}
              onChange={setChosen}
              options={shownStarts.map((start) => ({
                value: start,
                label: `${clock(start, timeZone)} · ${text(words.centreTime).replace('{time}', clock(start, centreTimeZone))}`,
              }))}
            />
            {notice === 'choose' && <Alert tone="warning">{text(words.choose)}</Alert>}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" colour="cta" disabled={change.isPending}>
                {text(booking ? words.moveHere : words.book)}
              </Button>
              {moving && (
                <Button type="button" colour="ghost" onClick={() => setMoving(false)}>
                  {text(words.keep)}
                </Button>
              )}
            </div>
          </form>
        ))}
    </div>
  );
}
