import { preloadPage } from '@/app/router';
import { startMockSession } from '@/mocks/session';
import { staff } from '@/mocks/staff';
import { useUserStore } from '@/stores/use-user-store';
import { screen, signInDemo, within } from '../../test-utils';
import { renderStaffApp } from '../../staff-app';

/** Signs in as a seeded mock account (src/mocks/staff.ts): 2 is on the admissions team, 3 a manager. */
function signInAs(id: string) {
  const account = staff.accounts.find((one) => one.id === id);
  if (!account) throw new Error(`No mock account ${id}.`);
  const { name, email, role, language } = account;
  startMockSession(id);
  useUserStore.getState().setUser({ id, name, email, role, language });
}

const section = async (name: string) => screen.findByRole('region', { name });
const linkOf = (region: HTMLElement, name: RegExp) => within(region).getByRole('link', { name });

beforeAll(() => preloadPage('/protected'), 60_000);

describe('the Today page (/protected)', () => {
  it('keeps "Protected" as the heading and lists the admissions work, each count a link to its filtered inbox', async () => {
    signInAs('2');
    renderStaffApp('/protected');
    expect(await screen.findByRole('heading', { level: 1, name: 'Protected' })).toBeInTheDocument();
    const work = await section('Your inbox work');
    expect(linkOf(work, /My overdue items/)).toHaveAttribute('href', '/protected/inbox?owner=mine&due=overdue');
    expect(linkOf(work, /due today/)).toHaveAttribute('href', '/protected/inbox?owner=mine&due=today');
    expect(linkOf(work, /New and unassigned/)).toHaveAttribute('href', '/protected/inbox?stage=new&owner=unassigned');
    expect(linkOf(work, /Waiting for a decision/)).toHaveAttribute('href', '/protected/inbox');
    expect(linkOf(work, /New messages from families/)).toHaveAttribute('href', '/protected/inbox?due=messages');
    expect(within(await section('Families’ requests')).getAllByRole('link')).toHaveLength(2);
    // The team's figures and the accounts are not theirs.
    expect(screen.queryByRole('region', { name: 'This week, since Monday' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Staff accounts' })).not.toBeInTheDocument();
  });

  it("gives a manager this week's counts and nothing of the inbox", async () => {
    signInAs('3');
    renderStaffApp('/protected');
    const week = await section('This week, since Monday');
    expect(linkOf(week, /Overdue now/)).toHaveAttribute('href', '/protected/reports');
    expect(screen.queryByRole('region', { name: 'Your inbox work' })).not.toBeInTheDocument();
  });

  it('gives an admin the accounts to look at, in Arabic with Arabic-Indic digits', async () => {
    signInDemo();
    renderStaffApp('/protected', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'منطقة محمية' })).toBeInTheDocument();
    const team = await section('حسابات الفريق');
    // The seeded team: the invitation for Layla, and every enabled account has its second factor.
    expect(linkOf(team, /دعوات لم تُقبل بعد/)).toHaveTextContent('١');
    expect(linkOf(team, /حسابات دون التحقق بخطوتين/)).toHaveTextContent('٠');
    expect(linkOf(team, /دعوات/)).toHaveAttribute('href', '/protected/accounts');
  });
});
