import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '#contracts/api-paths';
import { paths } from '#contracts/routes';
import { server } from '@/mocks/node';
import { renderApp, screen, within } from '../../test-utils';
import { captureDownloads } from '../../captured-downloads';
import { signInFamily } from './sign-in-family';

// The demo family allows Monday–Friday, 18:00–22:00 in Riyadh (src/contracts/demo.ts); the centre is an hour ahead.
const region = (name: RegExp | string) => screen.findByRole('region', { name });
const hourAhead = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`;

describe('booking a call-back from the family’s home', () => {
  it('lists free times one day at a time in the family’s zone with the centre’s beside each, and books, moves and cancels', async () => {
    const user = userEvent.setup({ delay: null });
    signInFamily();
    renderApp({ route: paths.protected });
    const booking = await region('Book a call with us');
    const day = await within(booking).findByRole('combobox', { name: 'Day of the call' });
    const [firstDay, secondDay] = within(day)
      .getAllByRole('option')
      .map((option) => option.textContent!);
    expect(secondDay).toBeDefined();
    // One day's times at a time: the day chosen names the group.
    expect(within(booking).getByRole('radiogroup', { name: firstDay })).toBeVisible();
    await user.selectOptions(day, secondDay!);
    expect(within(booking).getByRole('radiogroup', { name: secondDay })).toBeVisible();
    expect(within(booking).queryByRole('radiogroup', { name: firstDay })).not.toBeInTheDocument();
    await user.selectOptions(day, firstDay!);
    const [first, second] = within(booking).getAllByRole('radio');
    const label = first!.closest('label')!.textContent!;
    const [, theirs, centre] = /^(\d\d:\d\d) · (\d\d:\d\d) centre time$/.exec(label) ?? [];
    expect(theirs && hourAhead(theirs)).toBe(centre);
    expect(Number(theirs!.slice(0, 2))).toBeGreaterThanOrEqual(18);
    expect(Number(theirs!.slice(0, 2))).toBeLessThan(22);

    await user.click(first!);
    await user.click(within(booking).getByRole('button', { name: 'Book this time' }));
    expect(await within(booking).findByText(new RegExp(`^Your call is booked for .* at ${theirs}\\.$`))).toBeVisible();
    expect(within(booking).getByText(new RegExp(`That is ${centre} at the centre`))).toBeVisible();
    // Where things stand, as the server words it for a family with a call ahead.
    expect(await screen.findByText('A call with you is booked.')).toBeVisible();

    await user.click(within(booking).getByRole('button', { name: 'Choose another time' }));
    const moved = (await within(booking).findAllByRole('radio'))[1]!;
    const movedTo = moved.closest('label')!.textContent!.slice(0, 5);
    expect(second!.closest('label')!.textContent!.slice(0, 5)).toBe(movedTo);
    await user.click(moved);
    await user.click(within(booking).getByRole('button', { name: 'Move my call to this time' }));
    expect(await within(booking).findByText(new RegExp(`at ${movedTo}\\.$`))).toBeVisible();

    await user.click(within(booking).getByRole('button', { name: 'Cancel the call' }));
    expect(await within(booking).findByText('Your call is cancelled. You can book another time.')).toBeVisible();
    expect(within(booking).queryByText(/Your call is booked/)).not.toBeInTheDocument();
    expect(await screen.findByText('We are trying to reach you at the times you chose.')).toBeVisible();
  });

  it('says so when the time was just taken, and asks for a time before booking', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(`*${API_PATHS.familyBooking}`, () => HttpResponse.json({ error: 'slot_unavailable' }, { status: 409 })),
    );
    signInFamily();
    renderApp({ route: paths.protected });
    const booking = await region('Book a call with us');
    const [first] = await within(booking).findAllByRole('radio');
    await user.click(within(booking).getByRole('button', { name: 'Book this time' }));
    expect(await within(booking).findByText('Choose a time first.')).toBeVisible();
    await user.click(first!);
    await user.click(within(booking).getByRole('button', { name: 'Book this time' }));
    expect(await within(booking).findByText('That time has just been taken. Please choose another.')).toBeVisible();
  });

  it('writes the times in Arabic-Indic digits in Arabic', async () => {
    signInFamily();
    renderApp({ route: paths.protected, language: 'ar' });
    const booking = await region('احجزوا موعدًا لاتصالنا بكم');
    const [first] = await within(booking).findAllByRole('radio');
    expect(first!.closest('label')).toHaveTextContent(/^[٠-٩]{2}:[٠-٩]{2} · [٠-٩]{2}:[٠-٩]{2} بتوقيت المركز$/);
  });

  it.each([
    ['en', 'Book a call with us', 'Book this time', 'Add to my calendar', 'Phone call'],
    ['ar', 'احجزوا موعدًا لاتصالنا بكم', 'احجزوا هذا الموعد', 'إضافة إلى تقويمي', 'مكالمة هاتفية'],
  ] as const)(
    'offers the booked call as a calendar file with a neutral title and nothing else (%s)',
    async (language, heading, book, add, title) => {
      const user = userEvent.setup({ delay: null });
      const downloads = captureDownloads();
      try {
        signInFamily();
        renderApp({ route: paths.protected, language });
        const booking = await region(heading);
        const [first] = await within(booking).findAllByRole('radio');
        const startsAt = new Date((first as HTMLInputElement).value);
        await user.click(first!);
        await user.click(within(booking).getByRole('button', { name: book }));
        await user.click(await within(booking).findByRole('button', { name: add }));

        expect(downloads.names()).toEqual(['call.ics']);
        expect(downloads.types()).toEqual(['text/calendar;charset=utf-8']);
        const [file] = await downloads.texts();
        const utc = (at: Date) =>
          at
            .toISOString()
            .replace(/[-:]/g, '')
            .replace(/\.\d{3}/, '');
        expect(file).toContain(`DTSTART:${utc(startsAt)}\r\n`);
        expect(file).toContain(`DTEND:${utc(new Date(startsAt.getTime() + 30 * 60_000))}\r\n`);
        // The title is the entry's only words: no centre, place, link or notes for whoever shares the phone.
        expect(file).toContain(`SUMMARY:${title}\r\n`);
        expect(file).not.toMatch(/Sakina|سكينة|LOCATION|DESCRIPTION|URL|ORGANIZER/i);
      } finally {
        downloads.restore();
      }
    },
  );
});
