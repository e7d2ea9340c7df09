import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { preloadPage } from '@/app/router';
import { server } from '@/mocks/node';
import { useUserStore } from '@/stores/use-user-store';
import { screen, signInDemo, waitFor, within } from '../../test-utils';
import { ANSWER } from './reports-fixture';
import { renderStaffApp, router } from '../../staff-app';
import { columnHeaders } from '../../table-text';

// Sunday 15 March 2026, 10:00 UTC: 14:00 in Dubai.
const NOW = Date.UTC(2026, 2, 15, 10, 0);

/** The periods the page asked for, in order, as `from…to`. */
let asked: string[] = [];
let answer: () => Response = () => HttpResponse.json(ANSWER);

const open = (route = '/protected/reports', language?: 'ar' | 'en') => renderStaffApp(route, language);

const figure = (label: string | RegExp) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement);
};

/** A chart's section, by its heading. */
const chart = (name: string) => screen.getByRole('region', { name });

/** The rows of a chart's table as text: [heading, ...cells]. */
function tableRows(region: HTMLElement) {
  const table = within(region).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th[scope="row"], td')].map((cell) => cell.textContent));
}

beforeAll(() => preloadPage('/protected/reports'), 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInDemo();
  asked = [];
  answer = () => HttpResponse.json(ANSWER);
  server.use(
    http.get('*/api/reports', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('from')}…${url.searchParams.get('to')}`);
      return answer();
    }),
  );
});
afterEach(() => vi.useRealTimers());

describe('the reports page', () => {
  it('asks for this month up to today (the centre’s calendar) and shows the headline figures', async () => {
    open();
    expect(await screen.findByText('1,234', { selector: 'dd' })).toBeInTheDocument();
    expect(asked).toEqual(['2026-03-01…2026-03-15']);
    expect(screen.getByRole('heading', { level: 1, name: 'Admissions Reports' })).toBeInTheDocument();
    // The period in words, announced when it changes.
    expect(screen.getByText('March 1 – 15, 2026, UAE time (GMT+4)')).toHaveAttribute('role', 'status');
    expect(
      figure('Enquiries and messages').getByText(
        'Admissions enquiries: 1,000; contact messages: 234. Suspected spam is left out.',
      ),
    ).toBeInTheDocument();
    const target = figure('First response within 1 hour');
    expect(target.getByText('75%')).toBeInTheDocument();
    expect(
      target.getByText('Answered: 1,200, of which within the target: 900. Still waiting for a first response: 34.'),
    ).toBeInTheDocument();
    expect(figure('Median time to first response').getByText('1 hour 25 minutes')).toBeInTheDocument();
    expect(figure('90th percentile time to first response').getByText('4 hours 10 minutes')).toBeInTheDocument();
    expect(
      screen.getByText(/Times count reply hours only: 08:00–22:00 every day, UAE time \(GMT\+4\)\./),
    ).toBeInTheDocument();
  });

  it('shows the figures in Arabic, with Arabic-Indic digits and the words of the page', async () => {
    open('/protected/reports', 'ar');
    expect(await screen.findByText('١٬٢٣٤', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'تقارير القبول' })).toBeInTheDocument();
    expect(screen.getByText('١–١٥ مارس ٢٠٢٦، بتوقيت الإمارات (غرينتش +٤)')).toBeInTheDocument();
    expect(figure('الرد الأول خلال ساعة').getByText(/^٧٥٪/)).toBeInTheDocument();
    expect(figure('وسيط زمن الرد الأول').getByText('ساعة و٢٥ دقيقة')).toBeInTheDocument();
    expect(figure('زمن الرد الأول لتسعة من كل عشرة استفسارات').getByText('٤ ساعات و١٠ دقائق')).toBeInTheDocument();
    const programmes = chart('حسب البرنامج');
    expect(tableRows(programmes)[0]).toEqual(['علاج الإدمان والتعافي', '٤٠٠', expect.stringMatching(/^٤٠٪/)]);
    expect(tableRows(chart('القرارات السريرية'))[0]).toEqual(['قبول', '١٥٠', expect.stringMatching(/^٧٠٪/)]);
    // No Western digit anywhere in the figures.
    expect(screen.getByRole('main').textContent).not.toMatch(/[0-9]/);
  });

  it('gives each owner’s first responses in a table, those nobody owns last', async () => {
    open();
    const owners = await screen.findByRole('region', { name: 'First response by owner' });
    expect(columnHeaders(within(owners).getByRole('table'))).toEqual([
      'Owner',
      'Enquiries and messages',
      'Answered',
      'Within 1 hour',
      'Median time',
    ]);
    expect(tableRows(owners)).toEqual([
      ['Nadia Admissions', '700', '690', '600 (87%)', '40 minutes'],
      ['سارة المطيري', '500', '500', '300 (60%)', '1 hour 35 minutes'],
      ['No owner', '34', '10', '0 (0%)', '5 hours'],
    ]);
  });

  it('gives them in Arabic too, with Arabic-Indic digits', async () => {
    open('/protected/reports', 'ar');
    const owners = await screen.findByRole('region', { name: 'الرد الأول حسب المكلَّف بالمتابعة' });
    expect(tableRows(owners).at(-1)).toEqual(['بلا مكلَّف', '٣٤', '١٠', expect.stringMatching(/^٠ \(٠٪/), '٥ ساعات']);
  });

  it('gives every chart its figures as a table, the same numbers the chart draws', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('1,234', { selector: 'dd' });

    const weeks = chart('Enquiries and messages per week');
    expect(within(weeks).getByRole('table', { name: 'Enquiries and messages per week' })).toBeInTheDocument();
    expect(columnHeaders(weeks)).toEqual(['Week beginning', 'Number']);
    expect(tableRows(weeks)).toEqual([
      ['February 23, 2026', '3'],
      ['March 2, 2026', '1,200'],
      ['March 9, 2026', '31'],
    ]);
    const columns = weeks.querySelectorAll('[data-column]');
    expect([...columns].map((column) => column.getAttribute('data-column'))).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
    ]);

    const programmes = chart('By programme');
    // Largest first.
    expect(tableRows(programmes)).toEqual([
      ['Addiction Rehab', '400', '40%'],
      ['Anxiety & Depression Disorders', '300', '30%'],
      ['Marriage Counseling', '150', '15%'],
      ['Eating Disorders', '100', '10%'],
      ['Not sure yet', '50', '5%'],
    ]);
    // The bars say the same beside them.
    expect(within(programmes).getByText('400 (40%)')).toBeInTheDocument();
    expect(within(programmes).getByText('Addiction Rehab', { selector: 'span' })).toBeInTheDocument();

    // "Not stated" last, whatever its size.
    expect(tableRows(chart('By country')).map((row) => row[0])).toEqual([
      'United Arab Emirates',
      'Saudi Arabia',
      'Egypt',
      'United States',
      'Not stated',
    ]);
    expect(tableRows(chart('How they heard about us')).at(-1)).toEqual(['Not stated', '250', '25%']);
    expect(tableRows(chart('By language of the form'))).toEqual([
      ['Arabic', '800', '65%'],
      ['English', '434', '35%'],
    ]);
    expect(tableRows(chart('The admissions pipeline'))).toEqual([
      ['Arrived', '1,234', '100%'],
      ['In contact', '900', '73%'],
      ['Assessment booked', '400', '32%'],
      ['Admitted', '123', '10%'],
    ]);
    expect(tableRows(chart('Why enquiries closed'))).toEqual([
      ['Could not be reached', '60', '60%'],
      ['Cost', '40', '40%'],
    ]);
    expect(tableRows(chart('Clinical decisions'))).toEqual([
      ['Accept', '150', '70%'],
      ['Refer elsewhere', '40', '19%'],
      ['Not suitable now', '25', '12%'],
    ]);

    // Always there for screen readers; on screen behind its button.
    const show = within(programmes).getByRole('button', { name: 'Show as a table' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    const holder = within(programmes).getByRole('table').parentElement as HTMLElement;
    expect(show).toHaveAttribute('aria-controls', holder.id);
    expect(holder).toHaveClass('sr-only');
    await user.click(show);
    expect(within(programmes).getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
    expect(holder).not.toHaveClass('sr-only');
    // The drawings are hidden from screen readers: the tables say it once.
    for (const drawing of document.querySelectorAll('[data-chart]'))
      expect(drawing.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('asks for each preset period and keeps it in the address', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('1,234', { selector: 'dd' });
    const period = screen.getByRole('group', { name: 'Period' });
    expect(within(period).getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(period).getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(asked.at(-1)).toBe('2026-02-01…2026-02-28'));
    expect(router.location?.search).toBe('?range=last-month');
    expect(within(period).getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('February 1 – 28, 2026, UAE time (GMT+4)')).toBeInTheDocument();

    await user.click(within(period).getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(asked.at(-1)).toBe('2025-12-16…2026-03-15'));
    expect(router.location?.search).toBe('?range=last-90-days');

    await user.click(within(period).getByRole('button', { name: 'This month' }));
    await screen.findByText('March 1 – 15, 2026, UAE time (GMT+4)');
    expect(router.location?.search).toBe('');
    // This month's figures were kept: no second request for them.
    expect(asked).toEqual(['2026-03-01…2026-03-15', '2026-02-01…2026-02-28', '2025-12-16…2026-03-15']);
  });

  it('counts the days on the centre’s calendar: late on the last evening of a month in UTC is already the next month in Dubai', async () => {
    vi.setSystemTime(Date.UTC(2026, 2, 31, 21, 30));
    open('/protected/reports?range=last-month');
    await screen.findByText('1,234', { selector: 'dd' });
    expect(asked).toEqual(['2026-03-01…2026-03-31']);
  });

  it('asks for custom days only once they make a period, and keeps them in the address', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('1,234', { selector: 'dd' });
    await user.click(screen.getByRole('button', { name: 'Custom dates' }));
    const form = within(screen.getByRole('form', { name: 'Custom dates' }));
    const from = form.getByLabelText('From');
    const to = form.getByLabelText('To (included)');
    const show = () => user.click(form.getByRole('button', { name: 'Show' }));
    // The current period to start from.
    expect(from).toHaveValue('2026-03-01');
    expect(to).toHaveValue('2026-03-15');

    await user.clear(from);
    await user.type(from, '2026-03-10');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    await show();
    expect(to).toHaveAccessibleDescription(
      'The last day is before the first. Choose a last day on or after the first.',
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();
    expect(asked).toEqual(['2026-03-01…2026-03-15']);
    expect(router.location?.search).toBe('');

    await user.clear(to);
    await show();
    expect(to).toHaveAccessibleDescription('Choose both days.');
    expect(asked).toHaveLength(1);

    await user.type(to, '2028-03-11');
    await show();
    expect(to).toHaveAccessibleDescription('Choose at most 732 days.');
    expect(asked).toHaveLength(1);

    await user.clear(to);
    await user.type(to, '2026-03-20');
    await show();
    await waitFor(() => expect(asked.at(-1)).toBe('2026-03-10…2026-03-20'));
    expect(router.location?.search).toBe('?from=2026-03-10&to=2026-03-20');
    expect(await screen.findByText('March 10 – 20, 2026, UAE time (GMT+4)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Custom dates' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens on the period a link or a reload holds', async () => {
    open('/protected/reports?from=2026-01-05&to=2026-01-11');
    await screen.findByText('1,234', { selector: 'dd' });
    expect(asked).toEqual(['2026-01-05…2026-01-11']);
    const form = within(screen.getByRole('form', { name: 'Custom dates' }));
    expect(form.getByLabelText('From')).toHaveValue('2026-01-05');
    expect(form.getByLabelText('To (included)')).toHaveValue('2026-01-11');
    expect(screen.getByRole('button', { name: 'Custom dates' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    '?from=2026-02-30&to=2026-03-02',
    '?from=2026-03-10&to=2026-03-01',
    '?range=last-year',
    '?from=2026-03-10',
    '?from=2020-01-01&to=2026-01-01',
  ])('opens this month, without an error, for a period it cannot use (%s)', async (query) => {
    open(`/protected/reports${query}`);
    await screen.findByText('1,234', { selector: 'dd' });
    expect(asked).toEqual(['2026-03-01…2026-03-15']);
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says while it loads, says when it failed in the page’s language, and tries again', async () => {
    const user = userEvent.setup();
    let failing = true;
    answer = () => (failing ? HttpResponse.json({ error: 'internal' }, { status: 500 }) : HttpResponse.json(ANSWER));
    open('/protected/reports', 'ar');
    expect(await screen.findByText('جارٍ تحميل التقارير…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذّر تحميل التقارير.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('١٬٢٣٤', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an answer that is not a report, as an error', async () => {
    answer = () => HttpResponse.json({ total: 'none' });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The reports could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says how many items a short period leaves unnamed, counting them in the shares', async () => {
    const hidden = { ...ANSWER.smallGroups!.hidden, byCountry: 1000 };
    answer = () => HttpResponse.json({ ...ANSWER, smallGroups: { below: 3, hidden } });
    open();
    await screen.findByText('1,234', { selector: 'dd' });
    const countries = chart('By country');
    expect(
      within(countries).getByText(
        'And 1,000 more in groups of fewer than 3: over a period this short they are not named, to protect privacy.',
      ),
    ).toBeInTheDocument();
    // AE: 500 of 1,000 named and 1,000 unnamed.
    expect(tableRows(countries)[0]).toEqual(['United Arab Emirates', '500', '25%']);
    expect(within(chart('By programme')).queryByText(/fewer than 3/)).toBeNull();
  });

  it('says it in Arabic too, with Arabic-Indic digits', async () => {
    const hidden = { ...ANSWER.smallGroups!.hidden, byCountry: 2 };
    answer = () => HttpResponse.json({ ...ANSWER, smallGroups: { below: 3, hidden } });
    open('/protected/reports', 'ar');
    await screen.findByText('١٬٢٣٤', { selector: 'dd' });
    expect(
      within(chart('حسب الدولة')).getByText(
        'و٢ غيرها في فئات يقل كلٌّ منها عن ٣: لا نذكر أسماءها في مدة قصيرة كهذه، حفاظًا على الخصوصية.',
      ),
    ).toBeInTheDocument();
  });

  it('says when nothing arrived in the period', async () => {
    answer = () =>
      HttpResponse.json({
        ...ANSWER,
        total: 0,
        perWeek: ANSWER.perWeek.map((week) => ({ ...week, count: 0 })),
      });
    open();
    expect(await screen.findByText('No enquiries or messages arrived in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the export below the reports', () => {
  it('is there for an admin', async () => {
    open();
    await screen.findByText('1,234', { selector: 'dd' });
    expect(screen.getByRole('region', { name: 'Export enquiries (CSV)' })).toBeInTheDocument();
  });

  it('starts at the report’s period, and follows it when another is chosen', async () => {
    const exportDay = (name: RegExp) =>
      within(screen.getByRole('region', { name: 'Export enquiries (CSV)' })).getByLabelText(name);
    open('/protected/reports?from=2026-09-01&to=2026-09-30');
    await screen.findByText('1,234', { selector: 'dd' });
    expect(exportDay(/^From/)).toHaveValue('2026-09-01');
    expect(exportDay(/^To/)).toHaveValue('2026-09-30');
    await userEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(exportDay(/^From/)).toHaveValue('2025-12-16'));
    expect(exportDay(/^To/)).toHaveValue('2026-03-15');
  });

  it('is not there for a manager, who reads the same reports', async () => {
    useUserStore.setState({ user: { ...useUserStore.getState().user, role: 'manager' } });
    open();
    await screen.findByText('1,234', { selector: 'dd' });
    expect(screen.queryByRole('region', { name: 'Export enquiries (CSV)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});

describe('the charts in both directions', () => {
  /** The x of each week's column, in time order. */
  const columnXs = () =>
    [...document.querySelectorAll('[data-column] rect')].map((rect) => Number(rect.getAttribute('x')));

  it('runs the weeks left to right in English, the value axis on the left', async () => {
    open();
    await screen.findByText('1,234', { selector: 'dd' });
    const xs = columnXs();
    expect(xs).toHaveLength(3);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    const tick = document.querySelector('[data-tick="0"]') as SVGTextElement;
    expect(tick).toHaveAttribute('text-anchor', 'end');
    expect(Number(tick.getAttribute('x'))).toBeLessThan(xs[0] as number);
    // The programme bars grow from the left.
    const bar = document.querySelector('[data-bar="eatingDisorders"] rect + rect') as SVGRectElement;
    expect(bar).toHaveAttribute('x', '0');
    expect(bar).toHaveAttribute('width', '25');
  });

  it('mirrors them in Arabic: the weeks run right to left, the axis and the bars start at the right', async () => {
    open('/protected/reports', 'ar');
    await screen.findByText('١٬٢٣٤', { selector: 'dd' });
    const xs = columnXs();
    expect(xs).toEqual([...xs].sort((a, b) => b - a));
    const tick = document.querySelector('[data-tick="0"]') as SVGTextElement;
    expect(tick).toHaveAttribute('text-anchor', 'start');
    expect(Number(tick.getAttribute('x'))).toBeGreaterThan(xs[0] as number);
    expect(tick).toHaveTextContent('٠');
    const bar = document.querySelector('[data-bar="eatingDisorders"] rect + rect') as SVGRectElement;
    expect(bar).toHaveAttribute('x', '75');
    expect(bar).toHaveAttribute('width', '25');
    // Week labels read in Arabic, in Arabic digits.
    expect(document.querySelector('[data-label="2026-03-02"]')).toHaveTextContent('٢ مارس');
  });
});
