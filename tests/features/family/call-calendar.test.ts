import { callCalendarFile } from '@/features/family/lib/call-calendar';

const field = (file: string, name: string) => new RegExp(`^${name}:(.*)\\r$`, 'm').exec(file)?.[1];

describe('the call-back’s calendar file', () => {
  it('keeps one id when the call moves, and gives the later file the higher sequence', () => {
    const first = callCalendarFile('2026-12-01T10:00:00Z', 'Phone call', new Date('2026-11-29T08:00:00Z'));
    const moved = callCalendarFile('2026-12-02T11:30:00Z', 'Phone call', new Date('2026-11-29T09:15:00Z'));
    expect(field(moved, 'UID')).toBe(field(first, 'UID'));
    expect(Number(field(moved, 'SEQUENCE'))).toBeGreaterThan(Number(field(first, 'SEQUENCE')));
    expect(field(moved, 'DTSTART')).toBe('20261202T113000Z');
    // A sequence is a 32-bit integer in calendars, for decades to come.
    const later = callCalendarFile('2090-01-02T11:30:00Z', 'Phone call', new Date('2090-01-01T00:00:00Z'));
    expect(Number(field(later, 'SEQUENCE'))).toBeLessThan(2 ** 31);
  });
});
