import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { act, screen, waitFor, within } from '../../test-utils';
import { COLLEAGUE, makeItem, ME, renderItem } from './item-fixtures';

describe('the owner', () => {
  it('"Assign to me" sends the signed-in member’s id and shows them as owner', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem());
    const owner = await screen.findByRole('region', { name: 'Owner' });
    expect(within(owner).getByText('Unassigned', { selector: 'p' })).toBeInTheDocument();
    await user.click(within(owner).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(within(owner).getByText(/Owner:/)).toHaveTextContent('Owner: Alice Staff (you)'));
    expect(api.writes).toEqual([{ method: 'PATCH', body: { version: 3, ownerId: ME.id } }]);
    expect(within(owner).queryByRole('button', { name: 'Assign to me' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'History' })).getByText(/Assigned to/)).toHaveTextContent(
      'Assigned to Alice Staff',
    );
  });

  it('can be any colleague, or nobody, from the list of colleagues', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem({ owner: ME }));
    const owner = await screen.findByRole('region', { name: 'Owner' });
    const select = within(owner).getByLabelText('Assign to');
    await within(owner).findByRole('option', { name: COLLEAGUE.name });
    expect(select).toHaveValue(ME.id);
    expect(within(owner).getByRole('button', { name: 'Save owner' })).toBeDisabled();
    await user.selectOptions(select, COLLEAGUE.id);
    await user.click(within(owner).getByRole('button', { name: 'Save owner' }));
    await waitFor(() => expect(within(owner).getByText(/Owner:/)).toHaveTextContent('Owner: Reem Khalil'));
    expect(within(owner).getByRole('status')).toHaveTextContent('Saved.');

    await user.selectOptions(select, '');
    await user.click(within(owner).getByRole('button', { name: 'Save owner' }));
    await waitFor(() => expect(within(owner).getByText('Unassigned', { selector: 'p' })).toBeInTheDocument());
    expect(api.writes.map((write) => write.body)).toEqual([
      { version: 3, ownerId: COLLEAGUE.id },
      { version: 4, ownerId: null },
    ]);
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Unassigned')).toBeInTheDocument();
  });

  it('asks before "Assign to me" takes a colleague’s item, and takes it only on yes', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem({ owner: COLLEAGUE }));
    const owner = await screen.findByRole('region', { name: 'Owner' });
    const assign = within(owner).getByRole('button', { name: 'Assign to me' });
    await user.click(assign);
    const dialog = within(owner).getByRole('alertdialog', { name: 'Reem Khalil owns this enquiry' });
    expect(dialog).toHaveAccessibleDescription(
      'Take it over? It will no longer be theirs, and the history will say you took it.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep it with them' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(owner).queryByRole('alertdialog')).toBeNull();
    expect(assign).toHaveFocus();
    expect(api.writes).toEqual([]);

    await user.click(assign);
    await user.click(within(owner).getByRole('button', { name: 'Take it over' }));
    await waitFor(() => expect(within(owner).getByText(/Owner:/)).toHaveTextContent('Owner: Alice Staff (you)'));
    expect(api.writes).toEqual([{ method: 'PATCH', body: { version: 3, ownerId: ME.id } }]);
  });

  it('asks in Arabic too', async () => {
    const user = userEvent.setup();
    renderItem(makeItem({ owner: COLLEAGUE }), { language: 'ar' });
    const owner = await screen.findByRole('region', { name: 'المكلَّف بالمتابعة' });
    await user.click(within(owner).getByRole('button', { name: 'أتولّاه' }));
    const dialog = within(owner).getByRole('alertdialog', { name: 'هذا الاستفسار مُسنَد إلى Reem Khalil' });
    expect(dialog).toHaveAccessibleDescription(
      'هل تريد أن تتولّاه؟ لن يبقى مُسنَدًا إلى Reem Khalil، وسيُسجَّل في سجل التغييرات أنك توليته.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'إبقاؤه كما هو' }));
    expect(within(owner).queryByRole('alertdialog')).toBeNull();
  });
});

describe('colleagues with the item open', () => {
  it('are named under the clock while their page is open, and not at all otherwise', async () => {
    const item = makeItem();
    let viewers = [{ id: COLLEAGUE.id, name: COLLEAGUE.name }];
    server.use(http.post(`*/api/inbox/${item.reference}/viewers`, () => HttpResponse.json({ viewers })));
    const { queryClient } = renderItem(item);
    expect(await screen.findByText(`Also open now by ${COLLEAGUE.name}`)).toBeInTheDocument();
    viewers = [];
    // The next beat answers nobody (asked at once here, not after its interval).
    await act(() => queryClient.refetchQueries({ queryKey: ['inbox'], type: 'active' }));
    await waitFor(() => expect(screen.queryByText(/Also open now/)).toBeNull());
  });
});
