import userEvent from '@testing-library/user-event';
import { preloadPage } from '@/app/router';
import { useUserStore } from '@/stores/use-user-store';
import { centreDate } from '#contracts/centre-day';
import { staffNavigation } from '#contracts/staff-navigation';
import { screen, signInDemo, waitFor, within } from '../../test-utils';
import { renderStaffApp } from '../../staff-app';
import { columnHeaders, rowTexts } from '../../table-text';

/** The mock desk (src/mocks/handlers/requests.ts): a correction 34 days old, an erasure 5 days old, a copy answered. */
const open = (language: 'en' | 'ar' = 'en') => renderStaffApp('/protected/requests', language);
const table = (language: 'en' | 'ar' = 'en') =>
  screen.findByRole('table', {
    name: language === 'en' ? 'Families’ requests, overdue first' : 'ما تطلبه الأسر بشأن بياناتها، المتأخر أولًا',
  });

// The desk's days are the centre's (UAE): from 20:00 UTC its today is the next UTC day.
const dayText = (daysAgo: number, language: 'en' | 'ar' = 'en') =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'ar-EG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${centreDate(new Date(Date.now() - daysAgo * 86_400_000))}T00:00:00Z`));

beforeAll(() => preloadPage('/protected/requests'), 60_000);
beforeEach(() => signInDemo());

describe('the families’ requests page', () => {
  it('lists open requests overdue first, with their due dates and clocks, then the answered ones', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Families’ Requests' })).toBeInTheDocument();
    const requests = await table();
    expect(columnHeaders(requests)).toEqual([
      'Reference',
      'Request',
      'Came by',
      'Received',
      'Due',
      'Time left',
      'Status',
    ]);
    const rows = rowTexts(requests);
    expect(rows.map((row) => row[0])).toEqual(['SW-4F7K2', 'SW-9QX3M', 'SW-DEM00']);
    expect(rows[0]?.slice(1, 6)).toEqual([
      'CorrectionThe family’s note: The phone number changed.',
      'Phone',
      dayText(34),
      dayText(4),
      'Overdue by 4 days',
    ]);
    expect(rows[1]?.[5]).toBe('25 days left');
    expect(rows[2]?.slice(5, 7)).toEqual(['—', `Answered${dayText(12)}`]);
  });

  it('says the clock in Arabic, with Arabic-Indic digits', async () => {
    open('ar');
    const rows = rowTexts(await table('ar'));
    expect(rows[0]?.[5]).toBe('متأخر عن موعده: ٤ أيام');
    expect(rows[1]?.[5]).toBe('المتبقي: ٢٥ يومًا');
    expect(rows[0]?.[4]).toBe(dayText(4, 'ar'));
  });

  it('logs a request that came by phone, and its clock starts today', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await table();
    const form = within(screen.getByRole('region', { name: 'Log a request received by phone or email' }));
    await user.click(form.getByRole('button', { name: 'Log the request' }));
    expect(form.getByRole('textbox', { name: 'Reference' })).toHaveAccessibleDescription('Fill in this field.');
    await user.type(form.getByRole('textbox', { name: 'Reference' }), 'sw-7hk3p');
    await user.selectOptions(form.getByRole('combobox', { name: 'Request' }), 'erasure');
    await user.selectOptions(form.getByRole('combobox', { name: 'Came by' }), 'email');
    await user.click(form.getByRole('button', { name: 'Log the request' }));
    expect(await form.findByText('The request is logged; its clock has started.')).toBeInTheDocument();
    await waitFor(() => expect(rowTexts(screen.getByRole('table')).map((row) => row[0])).toContain('SW-7HK3P'));
    const logged = rowTexts(screen.getByRole('table')).find((row) => row[0] === 'SW-7HK3P');
    expect(logged?.slice(1, 6)).toEqual(['Erasure', 'Email', dayText(0), dayText(-30), '30 days left']);
  });

  it('closes a request as answered with a note', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const requests = await table();
    await user.click(within(requests).getByRole('button', { name: 'Answer or refuse SW-4F7K2' }));
    const group = screen.getByRole('group', { name: /^Close the request \u2066SW-4F7K2\u2069$/ });
    const close = within(group.closest('form') as HTMLElement);
    expect(close.getByRole('combobox', { name: 'Outcome' })).toHaveFocus();
    await user.click(close.getByRole('button', { name: 'Save' }));
    expect(close.getByRole('textbox', { name: /How it was answered/ })).toHaveAccessibleDescription(
      'Fill in this field.',
    );
    await user.type(close.getByRole('textbox', { name: /How it was answered/ }), 'Phone number corrected.');
    await user.click(close.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table')).find((row) => row[0] === 'SW-4F7K2')?.[6]).toBe(
        `Answered${dayText(0)}Our answer: Phone number corrected.`,
      ),
    );
  });

  it('is in the navigation of the admissions team (at the top) and admins (under Administration), not of managers', () => {
    const atTop = (role: 'admissions' | 'manager' | 'admin') =>
      staffNavigation(role).navbarMenu.some((item) => 'to' in item && item.to === '/protected/requests');
    const inSubmenu = (role: 'admissions' | 'manager' | 'admin') =>
      staffNavigation(role).navbarMenu.some(
        (item) => 'submenu' in item && item.submenu?.some((entry) => entry.to === '/protected/requests'),
      );
    expect([atTop('admissions'), atTop('admin'), atTop('manager')]).toEqual([true, false, false]);
    expect([inSubmenu('admissions'), inSubmenu('admin'), inSubmenu('manager')]).toEqual([false, true, false]);
  });

  it('tells a manager the page is not theirs', async () => {
    useUserStore.setState({ user: { ...useUserStore.getState().user!, role: 'manager' } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: /not/i })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
