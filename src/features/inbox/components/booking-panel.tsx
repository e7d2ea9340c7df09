import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import { dayAndTime } from '@/i18n/staff-dates';
import { timeZoneWords } from '@/i18n/time-zone-words';
import { Button } from '@/components/ui/button';
import { useItemBooking } from '../api/get-item-booking';
import { useMissedCall } from '../api/missed-call';
import { bookingPanelWording as wording } from '../content/booking-panel-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { useNow } from '../hooks/use-now';
import { DetailPanel } from './detail-panel';

const REMINDER_WORDS = {
  planned: wording.reminderPlanned,
  sent: wording.reminderSent,
  failed: wording.reminderFailed,
} as const;

/**
 * The call the family booked, today's or still ahead: at the centre's time and theirs, and who takes
 * it, and what became of its reminder; once its time has come, "no answer" in one tap. Nothing when none.
 */
export function BookingPanel({ reference, version }: { reference: string; version: number }) {
  const t = useInboxText();
  const booking = useItemBooking(reference).data?.booking;
  const missed = useMissedCall(reference);
  // Taken again each minute: the button appears when the call's time comes while the page is open.
  const now = useNow();
  if (!booking) return null;
  const due = Date.parse(booking.startsAt) <= now;
  const at = (time: string, timeZone: string) =>
    `${dayAndTime(time, t.language, { timeZone })} (${timeZoneWords(timeZone, t.language)})`;
  return (
    <DetailPanel title={t.text(wording.heading)}>
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="text-fg-muted">{t.text(wording.when)}</dt>
          <dd className="font-medium text-fg">
            <time dateTime={booking.startsAt}>{at(booking.startsAt, CENTRE_TIME_ZONE)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t.text(wording.theirs)}</dt>
          <dd className="text-fg">{at(booking.startsAt, booking.familyTimeZone)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t.text(wording.who)}</dt>
          <dd className="text-fg">{booking.mine ? t.text(wording.you) : booking.staffName}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t.text(wording.reminder)}</dt>
          <dd className={booking.reminder?.state === 'failed' ? 'font-medium text-danger' : 'text-fg'}>
            {booking.reminder
              ? t
                  .text(REMINDER_WORDS[booking.reminder.state])
                  .replace('{time}', at(booking.reminder.at, CENTRE_TIME_ZONE))
              : t.text(wording.reminderNone)}
          </dd>
        </div>
      </dl>
      {due && (
        <div className="mt-4 flex flex-col items-start gap-2">
          <Button colour="outlined" size="sm" disabled={missed.isPending} onClick={() => missed.mutate(version)}>
            {t.text(wording.missed)}
          </Button>
          <p className="text-sm text-fg-muted">{t.text(wording.missedHint)}</p>
          {missed.isError && (
            <p role="alert" className="text-sm font-medium text-danger">
              {t.text(wording.missedFailed)}
            </p>
          )}
        </div>
      )}
    </DetailPanel>
  );
}
