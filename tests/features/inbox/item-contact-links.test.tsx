import userEvent from '@testing-library/user-event';
import { cleanup, screen, waitFor, within } from '../../test-utils';
import { COLLEAGUE, makeItem, ME, renderItem, SATURDAY_AFTERNOON } from './item-fixtures';

/** Records each click on a link that reaches the document, and keeps jsdom from following it. */
function watchLinks() {
  const clicks: Array<{ href: string | null; held: boolean }> = [];
  const listener = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    clicks.push({ href: link.getAttribute('href'), held: event.defaultPrevented });
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  onTestFinished(() => document.removeEventListener('click', listener));
  return clicks;
}

describe('the contact links', () => {
  it('outside safe hours, hold the first click and ask, with the family’s time, before following the link', async () => {
    const user = userEvent.setup();
    const clicks = watchLinks();
    renderItem(makeItem(), { now: SATURDAY_AFTERNOON });
    const reach = await screen.findByRole('region', { name: 'Reach the family' });
    const whatsapp = within(reach).getByRole('link', { name: /WhatsApp/ });
    await user.click(whatsapp);
    expect(clicks).toEqual([{ href: 'https://wa.me/971501234567', held: true }]);
    const warning = within(reach).getByRole('alert');
    expect(warning).toHaveTextContent(
      'It is Saturday 14:05 for them (United Arab Emirates Time), outside the hours they said are safe. Next safe time: Monday 09:00.',
    );
    expect(whatsapp).toHaveAccessibleDescription(/outside the hours they said are safe/);

    await user.click(within(warning).getByRole('button', { name: 'Contact anyway' }));
    expect(clicks).toEqual([
      { href: 'https://wa.me/971501234567', held: true },
      { href: 'https://wa.me/971501234567', held: false },
    ]);
    expect(within(reach).queryByRole('alert')).toBeNull();
    expect(whatsapp).toHaveFocus();
  });

  it('outside safe hours, can be left alone with "Not now"', async () => {
    const user = userEvent.setup();
    const clicks = watchLinks();
    renderItem(makeItem(), { now: SATURDAY_AFTERNOON });
    const reach = await screen.findByRole('region', { name: 'Reach the family' });
    await user.click(within(reach).getByRole('link', { name: /Call/ }));
    await user.click(within(reach).getByRole('button', { name: 'Not now' }));
    expect(within(reach).queryByRole('alert')).toBeNull();
    expect(within(reach).getByRole('link', { name: /Call/ })).toHaveFocus();
    expect(clicks).toEqual([{ href: 'tel:+971501234567', held: true }]);
  });

  it('within safe hours, work at once', async () => {
    const user = userEvent.setup();
    const clicks = watchLinks();
    renderItem(makeItem());
    const reach = await screen.findByRole('region', { name: 'Reach the family' });
    await user.click(within(reach).getByRole('link', { name: /Call/ }));
    expect(clicks).toEqual([{ href: 'tel:+971501234567', held: false }]);
    expect(within(reach).queryByRole('alert')).toBeNull();
  });

  it('once one is followed, lead back to log how it went', async () => {
    const user = userEvent.setup();
    watchLinks();
    renderItem(makeItem());
    const reach = await screen.findByRole('region', { name: 'Reach the family' });
    expect(within(reach).queryByRole('button', { name: /How did it go/ })).toBeNull();
    await user.click(within(reach).getByRole('link', { name: /WhatsApp/ }));
    await user.click(within(reach).getByRole('button', { name: 'How did it go? Log the attempt' }));
    const attempts = screen.getByRole('region', { name: 'Contact attempts' });
    expect(
      within(within(attempts).getByRole('radiogroup', { name: 'What happened' })).getByRole('radio', {
        name: 'Reached',
      }),
    ).toHaveFocus();
  });

  it('after "Contact anyway", log the try without asking about the hours a second time', async () => {
    const user = userEvent.setup();
    watchLinks();
    const { api } = renderItem(makeItem({ owner: ME }), { now: SATURDAY_AFTERNOON });
    const reach = await screen.findByRole('region', { name: 'Reach the family' });
    await user.click(within(reach).getByRole('link', { name: /WhatsApp/ }));
    await user.click(within(reach).getByRole('button', { name: 'Contact anyway' }));
    await user.click(within(reach).getByRole('button', { name: 'How did it go? Log the attempt' }));
    const attempts = screen.getByRole('region', { name: 'Contact attempts' });
    await user.click(within(attempts).getByRole('radio', { name: 'No answer' }));
    await user.click(within(attempts).getByRole('button', { name: 'Log attempt' }));
    await waitFor(() =>
      expect(api.writes).toEqual([{ method: 'POST', body: expect.objectContaining({ outcome: 'noAnswer' }) }]),
    );
    expect(within(attempts).queryByText(/outside the days and hours/)).toBeNull();
  });

  it('put the family’s chosen channel first and mark the others as not chosen', async () => {
    renderItem(makeItem());
    const reach = await screen.findByRole('region', { name: 'Reach the family' });
    const items = within(reach).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      'https://wa.me/971501234567',
      'tel:+971501234567',
      'mailto:mariam@example.com',
    ]);
    expect(within(items[0]!).getByText('Their chosen channel')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Not their chosen channel')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Not their chosen channel')).toBeInTheDocument();
  });

  it('without rules, mark only the preferred way and never hold a click', async () => {
    const user = userEvent.setup();
    const clicks = watchLinks();
    renderItem(makeItem({ rules: null, contactMethod: 'phone' }), { now: SATURDAY_AFTERNOON });
    const reach = await screen.findByRole('region', { name: 'Reach the family' });
    const items = within(reach).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Their chosen channel')).toBeInTheDocument();
    expect(within(reach).queryByText('Not their chosen channel')).toBeNull();
    await user.click(within(items[0]!).getByRole('link'));
    expect(clicks).toEqual([{ href: 'tel:+971501234567', held: false }]);
  });

  it('make an unassigned item the caller’s when Call is followed, as a logged try does', async () => {
    const user = userEvent.setup();
    const clicks = watchLinks();
    const { api } = renderItem(makeItem(), { now: SATURDAY_AFTERNOON });
    const reach = await screen.findByRole('region', { name: 'Reach the family' });
    await user.click(within(reach).getByRole('link', { name: /Call/ }));
    // Held back outside their hours: nobody called yet, so nobody took it.
    expect(api.writes).toEqual([]);
    await user.click(within(reach).getByRole('button', { name: 'Contact anyway' }));
    expect(clicks.at(-1)).toEqual({ href: 'tel:+971501234567', held: false });
    const owner = screen.getByRole('region', { name: 'Owner' });
    await waitFor(() => expect(within(owner).getByText(/Owner:/)).toHaveTextContent('Owner: Alice Staff (you)'));
    expect(api.writes).toEqual([{ method: 'PATCH', body: { version: 3, ownerId: ME.id } }]);
  });

  it('leave a colleague’s item theirs when Call is followed, and claim nothing for a message', async () => {
    const user = userEvent.setup();
    watchLinks();
    const { api } = renderItem(makeItem({ owner: COLLEAGUE }));
    const reach = await screen.findByRole('region', { name: 'Reach the family' });
    await user.click(within(reach).getByRole('link', { name: /Call/ }));
    expect(api.writes).toEqual([]);
    cleanup();
    const unassigned = renderItem(makeItem());
    const again = await screen.findByRole('region', { name: 'Reach the family' });
    await user.click(within(again).getByRole('link', { name: /WhatsApp/ }));
    expect(unassigned.api.writes).toEqual([]);
  });
});
