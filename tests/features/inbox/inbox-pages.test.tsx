import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderApp, screen, signInDemo, within } from '../../test-utils';
import { UNTOUCHED } from './item-fixtures';

/** What an item carries besides the form's fields, with nothing done yet. */
const pipelineFields = {
  owner: null,
  respondBy: null,
  ...UNTOUCHED,
  rules: null,
  relationship: null,
  personKnows: null,
  heardFrom: null,
  history: [],
  duplicates: [],
};

const open = (route: string, language?: 'ar' | 'en') => {
  signInDemo();
  return renderApp({ route, language });
};

// The list's own tests are in inbox-list.test.tsx, the item page's parts in item-*.test.tsx; these open an
// item through the whole app.
describe('an inbox item, from the server or the mock', () => {
  it('shows stored text as text, never as HTML', async () => {
    open('/protected/inbox/SW-0ZZ9Z');
    expect(await screen.findByText('<script>alert(1)</script> best prices')).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
  });

  it("shows a stored value that looks like one of JavaScript's own names as the text it is", async () => {
    const odd = {
      reference: 'SW-ODD11',
      kind: 'enquiry',
      stage: 'new',
      closeReason: null,
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
      ...pipelineFields,
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
  it('shows what the family sent, and the way back to the list', async () => {
    open('/protected/inbox/SW-4F7K2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry SW-4F7K2' })).toBeInTheDocument();
    const sent = await screen.findByRole('region', { name: 'What they sent' });
    expect(within(sent).getByText('أختي تمر بمرحلة صعبة منذ أشهر، ونود أن نعرف كيف تبدأ الإقامة.')).toBeInTheDocument();
    expect(within(sent).getByText('Anxiety & Depression Disorders')).toBeInTheDocument();
    // The phone's country by name, not its code.
    expect(within(sent).getByText('United Arab Emirates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/protected/inbox');
  });

  it('moves the stage on against the mock, and the list and the navigation count again', async () => {
    const user = userEvent.setup();
    open('/protected/inbox/SW-4F7K2');
    await screen.findByRole('heading', { level: 1, name: 'Enquiry SW-4F7K2' });
    const mainNav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(mainNav).findByText('2 need action')).toBeInTheDocument();
    const stage = await screen.findByRole('region', { name: 'Stage' });
    await user.selectOptions(within(stage).getByLabelText('Move to stage'), 'inContact');
    await user.click(within(stage).getByRole('button', { name: 'Save stage' }));
    expect(await within(mainNav).findByText('1 needs action')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to the inbox' }));
    expect(await screen.findByRole('button', { name: 'In contact (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New (1)' })).toBeInTheDocument();
  });

  it('saves an internal note', async () => {
    const user = userEvent.setup();
    open('/protected/inbox/SW-9QX3M');
    const notes = await screen.findByRole('region', { name: 'Internal notes' });
    await user.type(within(notes).getByLabelText(/Note for the team/), 'Called, will call back Sunday.');
    await user.click(within(notes).getByRole('button', { name: 'Save note' }));
    expect(await within(notes).findByText('Called, will call back Sunday.', { selector: 'p' })).toBeInTheDocument();
    expect(within(notes).getByLabelText(/Note for the team/)).toHaveValue('');
  });

  it('names the language once, though the server also sends it among the fields', async () => {
    const item = {
      reference: 'SW-LANG1',
      kind: 'enquiry',
      stage: 'new',
      closeReason: null,
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
      ...pipelineFields,
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
