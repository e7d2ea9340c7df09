import userEvent from '@testing-library/user-event';
import { ExportPanel } from '@/features/exports/components/export-panel';
import { useLanguageStore } from '@/stores/use-language-store';
import { fireEvent, render, screen, waitFor } from '../../test-utils';

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

/** The forms that left the page: the downloads. */
const downloads = () => sent.filter((form) => !form.prevented);
const october = { from: '2026-10-01', to: '2026-10-31' };
const counting = (count: number) => vi.fn(() => Promise.resolve(count));

beforeEach(() => {
  sent = [];
  window.addEventListener('submit', capture);
});
afterEach(() => {
  window.removeEventListener('submit', capture);
});

describe('the enquiries export panel', () => {
  it('starts at the report’s period and downloads it by a GET form, without free text unless ticked', async () => {
    const user = userEvent.setup();
    const countIn = counting(4);
    render(<ExportPanel period={october} countIn={countIn} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Export enquiries (CSV)' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^From/)).toHaveValue('2026-10-01');
    expect(screen.getByLabelText(/^To/)).toHaveValue('2026-10-31');
    const freeText = screen.getByRole('checkbox', { name: 'Include messages and notes (free text)' });
    expect(freeText).not.toBeChecked();
    expect(freeText).toHaveAccessibleDescription(
      'Families’ own words may hold health details: include them only when you need them.',
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(downloads()).toEqual([
        {
          action: '/api/exports/enquiries',
          method: 'get',
          query: 'from=2026-10-01&to=2026-10-31&language=en',
          prevented: false,
        },
      ]),
    );
    expect(countIn).toHaveBeenCalledWith(expect.objectContaining(october));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your download has started. It is recorded in the audit trail.',
    );

    await user.click(freeText);
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-09-15' } });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads()[1]?.query).toBe('from=2026-09-15&to=2026-10-31&freeText=true&language=en'));
  });

  it('says first when the file would be empty, and downloads it on a second press', async () => {
    const user = userEvent.setup();
    const countIn = counting(0);
    render(<ExportPanel period={october} countIn={countIn} />);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(/No enquiry or message arrived on these days/)).toBeInTheDocument();
    expect(downloads()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads()).toHaveLength(1));
    expect(countIn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Your download has started.');
  });

  it('downloads when the count cannot be had', async () => {
    const user = userEvent.setup();
    render(<ExportPanel period={october} countIn={() => Promise.reject(new Error('offline'))} />);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads()).toHaveLength(1));
  });

  it('sends no range the server would refuse, and says why where it is wrong', async () => {
    const user = userEvent.setup();
    render(<ExportPanel period={october} countIn={counting(4)} />);
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
    render(<ExportPanel period={october} countIn={counting(4)} />);
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
    await waitFor(() =>
      expect(downloads()).toEqual([expect.objectContaining({ query: 'from=2098-12-01&to=2099-01-01&language=ar' })]),
    );
  });
});
