import userEvent from '@testing-library/user-event';
import { ExportPanel } from '@/features/exports/components/export-panel';
import { lastMonth } from '@/features/exports/lib/last-month';
import { useLanguageStore } from '@/stores/use-language-store';
import { fireEvent, render, screen } from '../../test-utils';

/** Each form the page sent, as the browser would send it (the download itself is the browser's). */
let sent: { action: string; method: string; query: string; prevented: boolean }[] = [];
const capture = (event: Event) => {
  const form = event.target as HTMLFormElement;
  const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
  sent.push({
    action: form.getAttribute('action') ?? '',
    method: form.method,
    query,
    prevented: event.defaultPrevented,
  });
  // jsdom cannot navigate: stop here, after the page's own handler has run.
  event.preventDefault();
};

beforeEach(() => {
  sent = [];
  window.addEventListener('submit', capture);
});
afterEach(() => {
  window.removeEventListener('submit', capture);
  vi.useRealTimers();
});

describe('last month on the centre’s calendar', () => {
  it('is the whole month before, in UAE time whatever the reader’s zone', () => {
    expect(lastMonth(new Date('2026-11-24T12:00:00Z'))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // 20:30 UTC on 28 February is already 1 March in Dubai.
    expect(lastMonth(new Date('2026-02-28T20:30:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(lastMonth(new Date('2026-02-28T19:30:00Z'))).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(lastMonth(new Date('2028-03-10T00:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(lastMonth(new Date('2026-12-31T20:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('the enquiries export panel', () => {
  it('starts at last month and downloads it by a GET form, without free text unless ticked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const user = userEvent.setup();
    render(<ExportPanel />);
    expect(screen.getByRole('heading', { level: 2, name: 'Export enquiries (CSV)' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^From/)).toHaveValue('2026-10-01');
    expect(screen.getByLabelText(/^To/)).toHaveValue('2026-10-31');
    const freeText = screen.getByRole('checkbox', { name: 'Include messages and notes (free text)' });
    expect(freeText).not.toBeChecked();
    expect(freeText).toHaveAccessibleDescription(
      'Families’ own words may hold health details: include them only when you need them.',
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(sent).toEqual([
      {
        action: '/api/exports/enquiries',
        method: 'get',
        query: 'from=2026-10-01&to=2026-10-31&language=en',
        prevented: false,
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your download has started. It is recorded in the audit trail.',
    );

    await user.click(freeText);
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-09-15' } });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(sent[1]?.query).toBe('from=2026-09-15&to=2026-10-31&freeText=true&language=en');
  });

  it('sends no range the server would refuse, and says why where it is wrong', async () => {
    const user = userEvent.setup();
    render(<ExportPanel />);
    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    fireEvent.change(from, { target: { value: '2026-10-20' } });
    fireEvent.change(to, { target: { value: '2026-10-01' } });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(sent).toEqual([expect.objectContaining({ prevented: true })]);
    expect(to).toHaveFocus();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(
      'The last day must not come before the first, and the two must be at most 732 days apart.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');

    fireEvent.change(to, { target: { value: '2029-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(sent[1]?.prevented).toBe(true);

    fireEvent.change(from, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(sent[2]?.prevented).toBe(true);
    expect(from).toHaveFocus();
    expect(from).toHaveAccessibleDescription('Enter both days.');
  });

  it('reads in Arabic and names the columns in Arabic', async () => {
    useLanguageStore.setState({ chosen: 'ar' });
    const user = userEvent.setup();
    render(<ExportPanel />);
    expect(screen.getByRole('heading', { level: 2, name: 'تصدير الاستفسارات (ملف CSV)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'تضمين الرسائل والملاحظات (النصوص الحرة)' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^إلى/), { target: { value: '2000-01-01' } });
    await user.click(screen.getByRole('button', { name: 'تنزيل ملف CSV' }));
    expect(screen.getByLabelText(/^إلى/)).toHaveAccessibleDescription(
      'يجب ألّا يسبق اليوم الأخير اليوم الأول، وألّا تتجاوز المدة بينهما ٧٣٢ يومًا.',
    );
    fireEvent.change(screen.getByLabelText(/^إلى/), { target: { value: '2099-01-01' } });
    fireEvent.change(screen.getByLabelText(/^من/), { target: { value: '2098-12-01' } });
    await user.click(screen.getByRole('button', { name: 'تنزيل ملف CSV' }));
    expect(sent.at(-1)).toMatchObject({ query: 'from=2098-12-01&to=2099-01-01&language=ar', prevented: false });
  });
});
