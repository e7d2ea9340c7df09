import { screen, waitFor, renderApp } from '../test-utils';

vi.mock('@/app/routes/facilities', () => ({
  default: () => {
    throw new Error('boom');
  },
}));

describe('route errors', () => {
  // React reports the caught error on the console; here it is expected.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows the generic error screen with a link to the homepage', async () => {
    renderApp({ route: '/facilities' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText(/An error has occured\. Please go to the/)).toHaveTextContent(
      'An error has occured. Please go to the homepage. If the link does not work, please try again later.',
    );
    expect(screen.getByRole('link', { name: 'homepage' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toMatch(/^Error \|/));
  });

  it('keeps the layout around the error, so the visitor can still move on', async () => {
    renderApp({ route: '/facilities', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'خطأ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
    expect(screen.getByRole('button', { name: 'التبديل إلى English' })).toBeInTheDocument();
  });
});
