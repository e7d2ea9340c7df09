import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { stubLaptopQuery } from '../../media-query';
import { renderApp, screen, signInDemo, waitFor, within } from '../../test-utils';

const open = (route: string, language?: 'ar' | 'en') => {
  signInDemo();
  return renderApp({ route, language });
};

describe('the inbox list', () => {
  it('shows every item newest first as cards on a phone, with words for the codes', async () => {
    open('/protected/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admissions Inbox' })).toBeInTheDocument();
    // The layout's menus are lists too: wait for the inbox's own items before reading them.
    await screen.findByText('SW-4F7K2');
    const cards = screen.getAllByRole('listitem');
    const list = cards.filter((card) => within(card).queryByText(/SW-|SC-/));
    expect(list.map((card) => within(card).getByText(/^S[WC]-/).textContent)).toEqual([
      'SW-4F7K2',
      'SW-9QX3M',
      'SC-2B8HD',
      'SW-7TD4P',
      'SW-0ZZ9Z',
    ]);
    const first = list[0]!;
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText('Someone they care for')).toBeInTheDocument();
    expect(within(first).getByText('WhatsApp')).toBeInTheDocument();
    expect(within(first).getByText('Evening')).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/protected/inbox/SW-4F7K2');
    expect(screen.getByText('5 items')).toBeInTheDocument();
  });

  it('is a table from laptop width', async () => {
    stubLaptopQuery(true);
    open('/protected/inbox');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Reference', 'Status', 'Name', 'For', 'Contact by', 'Best time', 'Programme', 'Received']);
    expect(within(table).getByRole('link', { name: 'SW-9QX3M' })).toHaveAttribute('href', '/protected/inbox/SW-9QX3M');
  });

  it('filters by status and searches by reference, name or phone (debounced)', async () => {
    const user = userEvent.setup();
    open('/protected/inbox');
    await screen.findByText('James Carter');
    await user.click(screen.getByRole('button', { name: 'Closed (1)' }));
    await waitFor(() => expect(screen.queryByText('James Carter')).toBeNull());
    expect(screen.getByText('عبدالله الشمري')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Closed (1)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'All (5)' }));
    await user.type(screen.getByLabelText('Search by name, phone or reference'), 'SW-9QX');
    await waitFor(() => expect(screen.queryByText('مريم العتيبي')).toBeNull());
    expect(screen.getByText('James Carter')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search by name, phone or reference'));
    await user.type(screen.getByLabelText('Search by name, phone or reference'), 'nobody at all');
    expect(await screen.findByText('Nothing matches this search.')).toBeInTheDocument();
  });

  it('reads in Arabic with Arabic-Indic digits', async () => {
    open('/protected/inbox', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'صندوق طلبات القبول' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'جديد (٢)' })).toBeInTheDocument();
    expect(screen.getByText('٥ طلبات')).toBeInTheDocument();
    expect(screen.getAllByText('لشخص يهمّه أمره').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('ابحث بالاسم أو رقم الهاتف أو الرقم المرجعي')).toBeInTheDocument();
  });

  it('says so when the inbox cannot be loaded, and tries again', async () => {
    server.use(http.get('*/api/inbox', () => new HttpResponse(null, { status: 404 }), { once: true }));
    open('/protected/inbox');
    expect(await screen.findByText('The inbox could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('James Carter')).toBeInTheDocument();
  });

  it('shows stored text as text, never as HTML', async () => {
    open('/protected/inbox/SW-0ZZ9Z');
    expect(await screen.findByText('<script>alert(1)</script> best prices')).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
  });

  it("shows a stored value that looks like one of JavaScript's own names as the text it is", async () => {
    const odd = {
      reference: 'SW-ODD11',
      kind: 'enquiry',
      status: 'new',
      receivedAt: new Date().toISOString(),
      name: 'constructor',
      forWhom: 'constructor',
      contactMethod: 'toString',
      preferredTime: 'valueOf',
      programme: '__proto__',
      language: 'en',
      version: 1,
      phone: null,
      email: null,
      fields: { constructor: 'hasOwnProperty', forWhom: 'constructor', phoneCountry: 'toString' },
      notes: [],
      history: [],
    };
    server.use(http.get('*/api/inbox/SW-ODD11', () => HttpResponse.json({ item: odd })));
    open('/protected/inbox/SW-ODD11');
    const sent = await screen.findByRole('region', { name: 'What they sent' });
    expect(within(sent).getByText('hasOwnProperty')).toBeInTheDocument();
    expect(within(sent).getAllByText('constructor').length).toBe(2);
    expect(within(sent).getByText('toString')).toBeInTheDocument();
  });
});

describe('an inbox item', () => {
  it('shows what the family sent and one-tap links, the preferred way first', async () => {
    open('/protected/inbox/SW-4F7K2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry SW-4F7K2' })).toBeInTheDocument();
    const reach = await screen.findByRole('region', { name: 'Reach the family' });
    const links = within(reach).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://wa.me/971501234567', 'tel:+971501234567']);
    expect(within(reach).getByText(/Preferred/)).toBeInTheDocument();
    const sent = screen.getByRole('region', { name: 'What they sent' });
    expect(within(sent).getByText('أختي تمر بمرحلة صعبة منذ أشهر، ونود أن نعرف كيف تبدأ الإقامة.')).toBeInTheDocument();
    expect(within(sent).getByText('Anxiety & Depression Disorders')).toBeInTheDocument();
    // The phone's country by name, not its code.
    expect(within(sent).getByText('United Arab Emirates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/protected/inbox');
  });

  it('changes the status, records who and when, and updates the counts of the list and the navigation', async () => {
    const user = userEvent.setup();
    open('/protected/inbox/SW-4F7K2');
    await screen.findByRole('heading', { level: 1, name: 'Enquiry SW-4F7K2' });
    const mainNav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(mainNav).findByText('2 new')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Change the status'), 'contacted');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Contacted')).toBeInTheDocument();
    expect(within(history).getByText(/Demo Staff/)).toBeInTheDocument();
    expect(await within(mainNav).findByText('1 new')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to the inbox' }));
    expect(await screen.findByRole('button', { name: 'Contacted (2)' })).toBeInTheDocument();
  });

  it('saves an internal note', async () => {
    const user = userEvent.setup();
    open('/protected/inbox/SW-9QX3M');
    await user.type(await screen.findByLabelText(/Note for the team/), 'Called, will call back Sunday.');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Called, will call back Sunday.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Note for the team/)).toHaveValue('');
  });

  it('on a conflict shows the newer item, says someone else changed it, and keeps the typed note', async () => {
    const user = userEvent.setup();
    open('/protected/inbox/SW-9QX3M');
    const note = await screen.findByLabelText(/Note for the team/);
    // Someone else closes it meanwhile.
    await fetch(new URL('/api/inbox/SW-9QX3M', window.location.origin), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: 1, status: 'closed' }),
    });
    await user.type(note, 'My note');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText(/Someone else changed this enquiry/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Note for the team/)).toHaveValue('My note');
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Closed')).toBeInTheDocument();
    // Saved again on the newer version, it goes through.
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('My note', { selector: 'p' })).toBeInTheDocument();
  });

  it('names the language once, though the server also sends it among the fields', async () => {
    const item = {
      reference: 'SW-LANG1',
      kind: 'enquiry',
      status: 'new',
      receivedAt: new Date().toISOString(),
      name: 'Mona',
      forWhom: 'self',
      contactMethod: 'email',
      preferredTime: 'any',
      programme: 'notSure',
      language: 'ar',
      version: 1,
      phone: null,
      email: 'mona@example.com',
      fields: { name: 'Mona', email: 'mona@example.com', message: 'Hello', language: 'ar', consent: true },
      notes: [],
      history: [],
    };
    server.use(http.get('*/api/inbox/SW-LANG1', () => HttpResponse.json({ item })));
    open('/protected/inbox/SW-LANG1');
    const sent = await screen.findByRole('region', { name: 'What they sent' });
    expect(within(sent).getAllByText('Language')).toHaveLength(1);
    expect(within(sent).getAllByText('Arabic')).toHaveLength(1);
    expect(
      within(sent)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Reference', 'Language', 'Name', 'Email', 'Message', 'Agreed to be contacted']);
    expect(within(sent).getByText('Hello')).toBeInTheDocument();
  });

  it('says so for an unknown reference', async () => {
    open('/protected/inbox/SW-NOPE1');
    expect(await screen.findByText('There is no enquiry or message with this reference.')).toBeInTheDocument();
  });

  it('shows nothing to a visitor: they are sent to sign in', async () => {
    renderApp({ route: '/protected/inbox/SW-4F7K2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText('مريم العتيبي')).toBeNull();
  });
});
