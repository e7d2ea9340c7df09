import { SLOT_MINUTES } from '#contracts/bookings';

/** Sequences count from here: a 32-bit integer of seconds lasts 68 years from it. */
const SEQUENCE_FROM = Date.UTC(2026, 0, 1);

/** "20261130T143000Z": a calendar file's UTC time. */
const utc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * A calendar file (iCalendar, RFC 5545) for a booked call-back. A calendar is seen by whoever shares the
 * phone, so it says only `title` ("Phone call"): no centre, no link, no place, no notes; its id and
 * maker are neutral too, and the id stays the same when the call moves, so a calendar updates it:
 * the later file has the higher SEQUENCE (its making time, in seconds since 2026), which is how a
 * calendar tells the newer of two versions of one event (RFC 5545 §3.8.7.4).
 */
export function callCalendarFile(startsAt: string, title: string, now = new Date()): string {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//call//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    'UID:call-back',
    `SEQUENCE:${Math.max(0, Math.floor((now.getTime() - SEQUENCE_FROM) / 1000))}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    // Text values escape backslashes, commas and semicolons; a title has no line breaks.
    `SUMMARY:${title.replace(/[\\,;]/g, (char) => `\\${char}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
