import { DEMO_SAMPLES, type DemoSample } from '#contracts/demo';
import { interpretDemo } from '#contracts/rules/demo-inbox';

const AT = Date.UTC(2026, 10, 23, 6, 0);
const HOUR = 3_600_000;
const [sample] = DEMO_SAMPLES.filter((one) => one.reference === 'SW-9QX3M');

/** The demo sample SW-9QX3M with other tries, oldest first, an hour apart. */
const tried = (...outcomes: ('noAnswer' | 'leftMessage' | 'wrongNumber' | 'reached' | 'callLater')[]): DemoSample => ({
  ...sample!,
  hoursAgo: outcomes.length + 1,
  events: outcomes.map((outcome, index) => ({
    hoursAgo: outcomes.length - index,
    attempt: { channel: 'phone', outcome },
  })),
});
const read = (one: DemoSample) => interpretDemo(AT, [one])[0]!.item;

describe('the demo fixture, read once for the server and the mock server', () => {
  it('counts failed tries as logging them would: every failed outcome, from zero again once reached', () => {
    expect(read(tried('noAnswer', 'leftMessage', 'wrongNumber')).failedAttempts).toBe(3);
    expect(read(tried('noAnswer', 'reached', 'noAnswer')).failedAttempts).toBe(1);
    expect(read(tried('noAnswer', 'callLater')).failedAttempts).toBe(0);
  });

  it('takes the first try as the first response and moves a new item on', () => {
    const item = read(tried('noAnswer', 'noAnswer'));
    expect(item).toMatchObject({ stage: 'inContact', firstResponseAt: new Date(AT - 2 * HOUR).toISOString() });
    expect(item.history.map((event) => event.type)).toEqual(['stage', 'attempt', 'attempt']);
  });

  it('leaves every sample at the stage the fixture gives it, one version per event', () => {
    for (const { sample: given, item } of interpretDemo(AT))
      expect([item.reference, item.stage, item.closeReason, item.version]).toEqual([
        given.reference,
        given.stage,
        given.closeReason ?? null,
        given.events.length + 1,
      ]);
  });
});
