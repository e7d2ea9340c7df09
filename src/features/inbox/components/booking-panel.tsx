import { CENTRE_TIME_ZONE } from '#contracts/service-hours';
import { dayAndTime } from '@/i18n/staff-dates';
import { timeZoneWords } from '@/i18n/time-zone-words';
import { useItemBooking } from '../api/get-item-booking';
import { bookingPanelWording as wording } from '../content/booking-panel-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { DetailPanel } from './detail-panel';

/** The call the family booked, still ahead: at the centre's time and theirs, and who takes it. Nothing when none. */
export function BookingPanel({ reference }: { reference: string }) {
  const t = useInboxText();
  const booking = useItemBooking(reference).data?.booking;
  if (!booking) return null;
  const at = (timeZone: string) =>
    `${dayAndTime(booking.startsAt, t.language, { timeZone })} (${timeZoneWords(timeZone, t.language)})`;
  return (
    <DetailPanel title={t.text(wording.heading)}>
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="text-fg-muted">{t.text(wording.when)}</dt>
          <dd className="font-medium text-fg">
            <time dateTime={booking.startsAt}>{at(CENTRE_TIME_ZONE)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t.text(wording.theirs)}</dt>
          <dd className="text-fg">{at(booking.familyTimeZone)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t.text(wording.who)}</dt>
          <dd className="text-fg">{booking.mine ? t.text(wording.you) : booking.staffName}</dd>
        </div>
      </dl>
    </DetailPanel>
  );
}
