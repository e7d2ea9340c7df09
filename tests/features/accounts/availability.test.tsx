import userEvent from '@testing-library/user-event';
import { preloadPage } from '@/app/router';
import { renderApp, screen, signInDemo, within } from '../../test-utils';
import { recordRequests } from '../../sent-requests';

const setupUser = () => userEvent.setup({ delay: null });

const recordSaves = () =>
  recordRequests((sent) => (sent.method === 'PUT' && sent.path === '/api/availability' ? sent.body : undefined));

/** My Account, signed in as the demo administrator (who also works the inbox), at its availability card. */
const openAvailability = async (language: 'ar' | 'en', title: string) => {
  signInDemo();
  renderApp({ route: '/protected/profile', language });
  const card = await screen.findByRole('region', { name: title }, { timeout: 15_000 });
  // The card's own hours load after the page's.
  await within(card).findByRole('group', { name: language === 'ar' ? 'الأحد' : 'Sunday' }, { timeout: 15_000 });
  return card;
};

beforeAll(() => Promise.all([preloadPage('/protected/profile'), import('@/app/layouts/logged-in-layout')]), 60_000);

describe('my account: my availability', () => {
  it('saves two stretches of a day, a leave day and a language, and says what is wrong by the field', async () => {
    const user = setupUser();
    const saves = recordSaves();
    const card = await openAvailability('en', 'My availability');
    const sunday = within(card).getByRole('group', { name: 'Sunday' });

    await user.click(within(sunday).getByRole('button', { name: 'Add hours on Sunday' }));
    await user.type(within(sunday).getByRole('textbox', { name: 'From' }), '9');
    await user.type(within(sunday).getByRole('textbox', { name: 'To' }), '8:15');
    await user.click(within(card).getByRole('button', { name: 'Save my availability' }));

    const to = within(sunday).getByRole('textbox', { name: 'To' });
    expect(to).toHaveAccessibleDescription('Enter a time on the hour or half past, such as 09:00 or 17:30.');
    expect(within(card).getByRole('group', { name: 'Languages you take calls in' })).toHaveAccessibleDescription(
      'Choose at least one language.',
    );
    expect(saves).toEqual([]);

    await user.clear(to);
    await user.type(to, '8');
    await user.click(within(card).getByRole('button', { name: 'Save my availability' }));
    expect(to).toHaveAccessibleDescription('The end must come after the start.');

    await user.clear(to);
    await user.type(to, '12:30');
    await user.click(within(sunday).getByRole('button', { name: 'Add hours on Sunday' }));
    const [, secondFrom] = within(sunday).getAllByRole('textbox', { name: 'From' });
    const [, secondTo] = within(sunday).getAllByRole('textbox', { name: 'To' });
    await user.type(secondFrom as HTMLElement, '17');
    await user.type(secondTo as HTMLElement, '24:00');
    await user.click(within(card).getByRole('checkbox', { name: 'Arabic' }));
    await user.type(within(card).getByRole('textbox', { name: 'Leave days' }), '2026-12-31');
    await user.click(within(card).getByRole('button', { name: 'Save my availability' }));

    expect(await within(card).findByText('Your availability is saved.')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        timeZone: expect.any(String),
        languages: ['ar'],
        weekly: [
          { day: 'sun', from: '09:00', to: '12:30' },
          { day: 'sun', from: '17:00', to: '24:00' },
        ],
        leave: ['2026-12-31'],
      },
    ]);
    await user.click(within(sunday).getByRole('button', { name: 'Remove 17:00–24:00 on Sunday' }));
    expect(within(sunday).getAllByRole('textbox', { name: 'From' })).toHaveLength(1);
  }, 60_000);

  it('takes Arabic-Indic digits in Arabic and speaks Arabic', async () => {
    const user = setupUser();
    const saves = recordSaves();
    const card = await openAvailability('ar', 'أوقات إتاحتي');
    const thursday = within(card).getByRole('group', { name: 'الخميس' });

    await user.click(within(thursday).getByRole('button', { name: 'إضافة أوقات يوم الخميس' }));
    await user.type(within(thursday).getByRole('textbox', { name: 'من' }), '١٧:٠٠');
    await user.type(within(thursday).getByRole('textbox', { name: 'إلى' }), '٢٠');
    await user.click(within(card).getByRole('checkbox', { name: 'العربية' }));
    await user.type(within(card).getByRole('textbox', { name: 'أيام الإجازة' }), '٢٠٢٦-٠٢-٣١');
    await user.click(within(card).getByRole('button', { name: 'حفظ أوقات إتاحتي' }));
    expect(within(card).getByRole('textbox', { name: 'أيام الإجازة' })).toHaveAccessibleDescription(
      /أدخل كل يوم بصيغة السنة-الشهر-اليوم/,
    );
    expect(within(card).getByRole('textbox', { name: 'أيام الإجازة' })).toHaveFocus();

    await user.clear(within(card).getByRole('textbox', { name: 'أيام الإجازة' }));
    await user.click(within(card).getByRole('button', { name: 'حفظ أوقات إتاحتي' }));
    expect(await within(card).findByText('حُفظت أوقات إتاحتك.')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        timeZone: expect.any(String),
        languages: ['ar'],
        weekly: [{ day: 'thu', from: '17:00', to: '20:00' }],
        leave: [],
      },
    ]);
  }, 60_000);

  it('names the suggested time zones in Arabic words, and saves the one chosen', async () => {
    const user = setupUser();
    const saves = recordSaves();
    const card = await openAvailability('ar', 'أوقات إتاحتي');
    const zone = within(card).getByRole('combobox', { name: 'منطقتك الزمنية' });
    const suggested = within(zone).getByRole('group', { name: 'مناطق زمنية مقترحة' });
    const riyadh = within(suggested).getByRole('option', { name: 'توقيت المملكة العربية السعودية' });
    expect(riyadh).toHaveValue('Asia/Riyadh');
    // The centre's and the form's countries' zones are named in Arabic words, not by their Latin names.
    const named = within(suggested)
      .getAllByRole('option')
      .filter((option) =>
        ['Asia/Dubai', 'Africa/Cairo', 'America/New_York'].includes((option as HTMLOptionElement).value),
      );
    expect(named.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^توقيت [^A-Za-z]+$/),
      expect.stringMatching(/^توقيت [^A-Za-z]+$/),
      expect.stringMatching(/^توقيت [^A-Za-z]+$/),
    ]);
    expect(within(zone).getByRole('group', { name: 'جميع المناطق الزمنية بأسمائها الدولية' })).toContainElement(
      within(zone).getByRole('option', { name: 'Europe/Paris' }),
    );

    await user.selectOptions(zone, riyadh);
    const thursday = within(card).getByRole('group', { name: 'الخميس' });
    await user.click(within(thursday).getByRole('button', { name: 'إضافة أوقات يوم الخميس' }));
    await user.type(within(thursday).getByRole('textbox', { name: 'من' }), '17');
    await user.type(within(thursday).getByRole('textbox', { name: 'إلى' }), '20');
    await user.click(within(card).getByRole('checkbox', { name: 'العربية' }));
    await user.click(within(card).getByRole('button', { name: 'حفظ أوقات إتاحتي' }));
    await within(card).findByText('حُفظت أوقات إتاحتك.');
    expect(saves).toMatchObject([{ timeZone: 'Asia/Riyadh' }]);
  }, 60_000);
});
