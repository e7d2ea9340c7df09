import { CONSENT_VERSION, CONSENT_WORDING, consentText } from '#contracts/consent';
import { screen, within } from '../../test-utils';
import { makeItem, renderItem } from './item-fixtures';

/** The line under what the family sent: which consent wording they accepted, in which language, when, by whom. */
describe("the item's consent", () => {
  const sent = (name: string) => screen.findByRole('region', { name });

  it('says the version, the language it was given in, when and by whom, with the wording accepted', async () => {
    renderItem(makeItem());
    const region = await sent('What they sent');
    const line = within(region).getByText(/^Consent:/);
    expect(line).toHaveTextContent(
      new RegExp(`^Consent: version ${CONSENT_VERSION}, given in Arabic on .+, by their parent\\.$`),
    );
    expect(within(line).getByText(CONSENT_VERSION)).toHaveAttribute('dir', 'ltr');
    expect(line.querySelector('time')).toHaveAttribute('dateTime', '2026-11-27T08:05:00Z');
    const wording = within(region).getByText(consentText(CONSENT_WORDING, 'ar'));
    expect(wording).toHaveAttribute('lang', 'ar');
    expect(wording).toHaveAttribute('dir', 'rtl');
  });

  it('says it in Arabic too, for the person themself', async () => {
    const item = makeItem({ forWhom: 'self', relationship: null });
    renderItem(
      { ...item, consent: item.consent && { ...item.consent, by: 'self', language: 'en' } },
      { language: 'ar' },
    );
    const line = within(await sent('ما أرسلته الأسرة')).getByText(/^الموافقة:/);
    expect(line).toHaveTextContent(
      new RegExp(`^الموافقة: الإصدار ${CONSENT_VERSION}، أُعطيت بالإنجليزية في .+، من الشخص المعني نفسه\\.$`),
    );
  });

  it('says when an item was sent before consent was recorded', async () => {
    renderItem(makeItem({ consent: null }));
    expect(within(await sent('What they sent')).getByText(/^Consent:/)).toHaveTextContent(
      'Consent: not recorded (sent before consent records began).',
    );
  });
});
