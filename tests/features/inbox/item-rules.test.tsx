import { act } from '@testing-library/react';
import { ContactRulesPanel } from '@/features/inbox/components/contact-rules-panel';
import { NowProvider } from '@/features/inbox/components/now-provider';
import { useLanguageStore } from '@/stores/use-language-store';
import { render, screen, within } from '../../test-utils';
import { FRIDAY_AFTERNOON, makeItem, renderItem, SATURDAY_AFTERNOON } from './item-fixtures';

describe("the family's contact rules", () => {
  it('come first, with the channel, what may be said, safe days and hours, and their time now', async () => {
    renderItem(makeItem());
    const rules = await screen.findByRole('region', { name: 'How the family asked to be contacted' });
    // Before the links and what they sent.
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions[0]).toBe(rules.getAttribute('aria-labelledby'));
    for (const text of [
      'WhatsApp only',
      'No voicemail or message',
      'Don’t say the centre’s name',
      'Monday to Friday',
      '09:00 to 18:00',
      'Safe to contact now',
    ])
      expect(within(rules).getByText(text)).toBeInTheDocument();
    expect(within(rules).getByText(/Their time now: Friday 14:05/)).toHaveTextContent(
      'Their time now: Friday 14:05 (United Arab Emirates Time)',
    );
    // Who sent it, whether the person knows, how they heard.
    expect(within(rules).getByText('Sent by their parent')).toBeInTheDocument();
    expect(within(rules).getByText('No — they do not know about this enquiry')).toBeInTheDocument();
    expect(within(rules).getByText('A doctor')).toBeInTheDocument();
  });

  it('say when it is outside their safe hours, and the next safe time', async () => {
    renderItem(makeItem(), { now: SATURDAY_AFTERNOON });
    const rules = await screen.findByRole('region', { name: 'How the family asked to be contacted' });
    expect(within(rules).getByText(/Their time now/)).toHaveTextContent('Saturday 14:05 (United Arab Emirates Time)');
    expect(within(rules).getByText(/Outside their safe hours/)).toHaveTextContent(
      'Outside their safe hours — next safe time: Monday 09:00',
    );
  });

  it('read in Arabic, with Arabic-Indic digits and weekday names', async () => {
    renderItem(makeItem({ rules: { ...makeItem().rules!, leaveMessage: true, nameCentre: true } }), {
      language: 'ar',
      now: SATURDAY_AFTERNOON,
    });
    const rules = await screen.findByRole('region', { name: 'كيف طلبت الأسرة أن نتواصل معها' });
    for (const text of [
      'واتساب فقط',
      'يمكن ترك رسالة',
      'يمكن ذكر اسم المركز',
      'من الاثنين إلى الجمعة',
      'من ٠٩:٠٠ إلى ١٨:٠٠',
    ])
      expect(within(rules).getByText(text)).toBeInTheDocument();
    expect(within(rules).getByText(/الوقت لديهم الآن/)).toHaveTextContent(
      'الوقت لديهم الآن: السبت ١٤:٠٥ (توقيت الإمارات العربية المتحدة)',
    );
    expect(within(rules).getByText(/خارج أوقات التواصل/)).toHaveTextContent(
      'خارج أوقات التواصل التي حدّدوها — أقرب وقت مسموح: الاثنين ٠٩:٠٠',
    );
    expect(within(rules).getByText('أرسله أحد الوالدين')).toBeInTheDocument();
  });

  it('say so when the family set none', async () => {
    renderItem(makeItem({ rules: null, relationship: null, personKnows: null, heardFrom: null }));
    const rules = await screen.findByRole('region', { name: 'How the family asked to be contacted' });
    expect(within(rules).getByText('This family set no contact rules (sent before they existed).')).toBeInTheDocument();
    expect(within(rules).getByText('Sent for someone else; relationship not given')).toBeInTheDocument();
  });
});

describe("the family's time", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves on each minute, and its timer ends with the page', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(FRIDAY_AFTERNOON.getTime() + 30_000));
    useLanguageStore.setState({ chosen: 'en' });
    const view = render(
      <NowProvider>
        <ContactRulesPanel item={makeItem()} />
      </NowProvider>,
    );
    expect(screen.getByText(/Their time now/)).toHaveTextContent('Friday 14:05');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText(/Their time now/)).toHaveTextContent('Friday 14:06');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(/Their time now/)).toHaveTextContent('Friday 14:07');
    // 17:59 → 18:00: the window closes on the minute.
    act(() => vi.advanceTimersByTime((3 * 60 + 53) * 60_000));
    expect(screen.getByText(/Their time now/)).toHaveTextContent('Friday 18:00');
    expect(screen.getByText(/Outside their safe hours/)).toHaveTextContent('next safe time: Monday 09:00');
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
