import { act, render, screen, waitFor, within, renderApp } from '../test-utils';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { iconNames } from '@/components/ui/icon-names';
import ShowcaseRoutes from '@/showcase/showcase-routes';
import { useLanguageStore } from '@/stores/use-language-store';

/** The titles the issue asks for, written out rather than derived from the code under test. */
const titles: Array<[path: string, english: string]> = [
  ['/kit', 'Home | Gamals UI'],
  ['/kit/colors', 'Colors | Gamals UI'],
  ['/kit/avatars', 'Avatars | Gamals UI'],
  ['/kit/branding', 'Branding | Gamals UI'],
  ['/kit/icons', 'Icons | Gamals UI'],
  ['/kit/illustrations', 'Illustrations | Gamals UI'],
  ['/kit/images', 'Images | Gamals UI'],
  ['/kit/alerts', 'Alerts | Gamals UI'],
  ['/kit/animations', 'Animations | Gamals UI'],
  ['/kit/buttons', 'Buttons | Gamals UI'],
  ['/kit/chips', 'Chips | Gamals UI'],
  ['/kit/errors', 'Errors | Gamals UI'],
  ['/kit/forms', 'Forms | Gamals UI'],
  ['/kit/suspense', 'Suspense | Gamals UI'],
  ['/kit/containers', 'Containers | Gamals UI'],
  ['/kit/dividers', 'Dividers | Gamals UI'],
  ['/kit/drawer', 'Drawer | Gamals UI'],
  ['/kit/footer', 'Footer | Gamals UI'],
  ['/kit/navbar', 'Navbar | Gamals UI'],
  ['/kit/other-navigation', 'Other Navigation | Gamals UI'],
  ['/kit/page-header', 'Page Header | Gamals UI'],
  ['/kit/profile', 'Profile | Gamals UI'],
  ['/kit/tab-bar', 'Tab Bar | Gamals UI'],
  ['/kit/settings', 'Settings | Gamals UI'],
  ['/kit/typography', 'Typography | Gamals UI'],
  ['/kit/404', '404 Error | Page Not Found | Gamals UI'],
  ['/kit/error', 'Error | Gamals UI'],
];

function renderShowcase(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/kit/*" element={<ShowcaseRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

const pageHeading = () => screen.findByRole('heading', { level: 1 });

// A lazy page commits outside act(), so its title effect may land just after its heading.

describe('UI kit showcase', () => {
  it.each(titles)('%s renders with the title "%s"', async (path, title) => {
    renderShowcase(path);
    expect(await pageHeading()).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/kit/buttons', 'الأزرار | Gamals UI'],
    ['/kit', 'الرئيسية | Gamals UI'],
    ['/kit/404', 'خطأ ٤٠٤ | الصفحة غير موجودة | Gamals UI'],
    ['/kit/error', 'خطأ | Gamals UI'],
  ])('%s has the Arabic title "%s"', async (path, title) => {
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    renderShowcase(path);
    await pageHeading();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('shows the 404 example for an unknown showcase path', async () => {
    renderShowcase('/kit/no-such-demo');
    expect(await pageHeading()).toHaveTextContent('404 Error');
    await waitFor(() => expect(document.title).toBe('404 Error | Page Not Found | Gamals UI'));
  });

  it('is marked noindex', async () => {
    renderShowcase('/kit');
    await pageHeading();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('lists every page in its navigation and marks the current one', async () => {
    renderShowcase('/kit/forms');
    await pageHeading();
    const nav = screen.getByRole('navigation', { name: 'UI kit pages' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(titles.length);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(titles.map(([path]) => path));
    expect(within(nav).getByRole('link', { name: 'Forms' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches language and scheme from its own toggles, titles following', async () => {
    const user = userEvent.setup();
    renderShowcase('/kit/buttons');
    await pageHeading();
    const frame = screen.getByRole('complementary', { name: 'Gamals UI' });
    await user.click(within(frame).getByRole('button', { name: 'Switch to dark mode' }));
    expect(within(frame).getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    await user.click(within(frame).getByRole('button', { name: 'Switch to العربية' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'الأزرار' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('الأزرار | Gamals UI'));
  });

  it('opens another page from its navigation', async () => {
    const user = userEvent.setup();
    renderShowcase('/kit');
    await pageHeading();
    const nav = screen.getByRole('navigation', { name: 'UI kit pages' });
    await user.click(within(nav).getByRole('link', { name: 'Chips' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chips' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Chips | Gamals UI'));
  });

  it('is mounted by the app at /kit in the visitor layout', async () => {
    const { stopPreferences } = renderApp({ route: '/kit/buttons' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buttons' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Buttons | Gamals UI'));
    stopPreferences();
  });
});

describe('Icons showcase page', () => {
  it('lists every icon of the name map by name', async () => {
    renderShowcase('/kit/icons');
    await pageHeading();
    const gallery = screen.getByRole('region', { name: 'Every icon' });
    for (const name of iconNames) expect(within(gallery).getByText(name, { exact: true })).toBeInTheDocument();
    expect(within(gallery).getByRole('status')).toHaveTextContent(`${iconNames.length} of ${iconNames.length} icons`);
  });

  it('filters icons by name', async () => {
    const user = userEvent.setup();
    renderShowcase('/kit/icons');
    await pageHeading();
    const gallery = screen.getByRole('region', { name: 'Every icon' });
    await user.type(within(gallery).getByRole('searchbox', { name: 'Filter icons by name' }), 'file');
    expect(within(gallery).getByText('file-pause')).toBeInTheDocument();
    expect(within(gallery).queryByText('home')).not.toBeInTheDocument();
    const shown = iconNames.filter((name) => name.includes('file')).length;
    expect(within(gallery).getByRole('status')).toHaveTextContent(`${shown} of ${iconNames.length} icons`);
  });
});

describe('Forms showcase page', () => {
  it('shows the invalid state when the demo form is sent empty, then clears it', async () => {
    const user = userEvent.setup();
    renderShowcase('/kit/forms');
    await pageHeading();
    const form = screen.getByRole('region', { name: 'A form' });
    const name = within(form).getByRole('textbox', { name: /Full name/ });
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');
    await user.type(name, 'Layla');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'layla@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByRole('status')).toHaveTextContent('Sent');
  });
});
