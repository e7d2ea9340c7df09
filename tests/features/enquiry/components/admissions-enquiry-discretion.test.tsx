import { errorMessages } from '@/features/enquiry/content/error-messages';
import { ENQUIRY_DRAFT_KEY } from '@/features/enquiry/drafts/enquiry-draft';
import { useLanguageStore } from '@/stores/use-language-store';
import { act, screen, within } from '../../../test-utils';
import { confirmation, fields, fillValid, PATH, renderFilled, renderForm } from './admissions-form-kit';
import { cachedQueries, recordPosts, reportTimeZone, seedDraft, setupUser, stubScrollIntoView } from './form-test-kit';

stubScrollIntoView();

const rules = cachedQueries({
  group: () => screen.getByRole('group', { name: 'Contacting you discreetly' }),
  leaveMessage: () => screen.getByRole('radiogroup', { name: 'May we leave you a voicemail or a message?' }),
  nameCentre: () => screen.getByRole('radiogroup', { name: 'May we say the centre’s name to whoever answers?' }),
  days: () => screen.getByRole('group', { name: 'Days when it is safe to contact you' }),
  hours: () => screen.getByRole('group', { name: 'Hours when it is safe to contact you' }),
  from: () => screen.getByRole('combobox', { name: 'From' }),
  to: () => screen.getByRole('combobox', { name: 'To' }),
  heardFrom: () => screen.getByRole('combobox', { name: 'How did you hear about us? (optional)' }),
});

const relationship = () => screen.queryByRole('combobox', { name: 'Your relationship to them (optional)' });
const personKnows = () => screen.queryByRole('radiogroup', { name: 'Do they know you are contacting us? (optional)' });

/** The ticked days' codes, in the order they are shown. */
const tickedDays = () =>
  within(rules.days())
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((box) => box.checked)
    .map((box) => box.value);

const checkedIn = (group: HTMLElement) => within(group).getByRole<HTMLInputElement>('radio', { checked: true });

/** The discreet-contact choices, the relationship and the source (issue 20). */
// Each test fills the whole form as a person would, which takes a busy 2-core machine longer than the
// suite's 15 s cap; a test cut off there keeps typing into the next test's form.
describe('AdmissionsEnquiryForm: contacting the family discreetly', () => {
  beforeEach(() => reportTimeZone('Asia/Riyadh'));

  it('starts at the protective answers: no message, no name, the working days, 09:00 to 18:00 in the family’s zone', () => {
    renderForm();
    expect(rules.group()).toHaveAccessibleDescription(expect.stringContaining('best protect your privacy'));
    expect(within(rules.group()).getByRole('radiogroup', { name: 'The one way we should contact you' })).toBeVisible();
    expect(checkedIn(rules.leaveMessage())).toHaveAccessibleName('No, please don’t');
    expect(checkedIn(rules.nameCentre())).toHaveAccessibleName('No, please don’t');
    expect(
      within(rules.days())
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(tickedDays()).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    expect(rules.from()).toHaveDisplayValue('09:00');
    expect(rules.to()).toHaveDisplayValue('18:00');
    expect(within(rules.to()).getAllByRole('option').at(-1)).toHaveTextContent('Midnight');
    expect(rules.hours()).toHaveAccessibleDescription('In your time zone: Saudi Arabia Time.');
    expect(rules.heardFrom()).toHaveDisplayValue('Rather not say');
    expect(
      within(rules.heardFrom())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Rather not say',
      'Searching online',
      'Family or a friend',
      'A doctor',
      'Social media',
      'An article or an event',
      'Another way',
    ]);
  });

  it('follows the phone’s country for the days until the family changes them, and for the zone when the browser gives none', async () => {
    reportTimeZone(undefined);
    const user = setupUser();
    renderForm();
    expect(rules.hours()).toHaveAccessibleDescription('In your time zone: United Arab Emirates Time.');

    await user.selectOptions(fields.country(), 'SA');
    expect(tickedDays()).toEqual(['sun', 'mon', 'tue', 'wed', 'thu']);
    expect(rules.hours()).toHaveAccessibleDescription('In your time zone: Saudi Arabia Time.');
    await user.selectOptions(fields.country(), 'US');
    expect(tickedDays()).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);

    await user.click(within(rules.days()).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(rules.days()).getByRole('checkbox', { name: 'Saturday' }));
    await user.selectOptions(fields.country(), 'EG');
    expect(tickedDays()).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
  });

  it('asks who they are to the person, and whether the person knows, only for someone else', async () => {
    const user = setupUser();
    renderForm();
    expect(relationship()).not.toBeInTheDocument();
    expect(personKnows()).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Someone I care for' }));
    expect(relationship()).toHaveDisplayValue('Rather not say');
    expect(
      within(relationship() as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Rather not say',
      'Parent',
      'Husband or wife',
      'Son or daughter',
      'Brother or sister',
      'Another relative',
      'Friend',
      'Employer',
      'Doctor',
    ]);
    expect(personKnows()).not.toHaveAttribute('aria-required');
    expect(within(personKnows() as HTMLElement).queryByRole('radio', { checked: true })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Me' }));
    expect(relationship()).not.toBeInTheDocument();
    expect(personKnows()).not.toBeInTheDocument();
  });

  it('sends the choices, and the confirmation repeats the rules the family chose', async () => {
    const user = setupUser();
    const bodies = recordPosts(PATH);
    renderForm();
    await fillValid(user);
    await user.selectOptions(relationship() as HTMLElement, 'spouse');
    await user.click(within(personKnows() as HTMLElement).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(within(rules.leaveMessage()).getByRole('radio', { name: 'Yes, that is fine' }));
    await user.selectOptions(rules.from(), '20');
    await user.selectOptions(rules.to(), 'Midnight');
    await user.selectOptions(rules.heardFrom(), 'socialMedia');
    await user.click(fields.submit());

    await confirmation();
    expect(bodies).toEqual([
      expect.objectContaining({
        forWhom: 'someone-else',
        contactMethod: 'whatsapp',
        relationship: 'spouse',
        personKnows: 'no',
        heardFrom: 'socialMedia',
        discretion: {
          leaveMessage: true,
          nameCentre: false,
          safeDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
          safeFrom: 20,
          safeTo: 24,
          timeZone: 'Asia/Riyadh',
        },
      }),
    ]);
    const status = screen.getByRole('status');
    for (const rule of [
      'We will contact you only by WhatsApp, from Monday to Friday, between 20:00 and midnight (Saudi Arabia Time).',
      'We may leave you a voicemail or a message.',
      'We will not say the centre’s name to anyone who answers.',
    ])
      expect(within(status).getByText(rule)).toBeInTheDocument();
  });

  it('repeats the rules in Arabic, with Arabic-Indic digits, when the language changes', async () => {
    const user = setupUser();
    recordPosts(PATH);
    await renderFilled(user, {
      country: 'SA',
      phone: '050 123 4567',
      discretion: { leaveMessage: false, nameCentre: false, safeDays: ['thu', 'sun', 'mon', 'tue', 'wed'] },
    });
    await user.click(fields.submit());
    await confirmation();
    const paragraphs = (status: HTMLElement) =>
      within(status)
        .getAllByRole('paragraph')
        .map((paragraph) => paragraph.textContent);
    expect(paragraphs(screen.getByRole('status'))).toEqual(
      expect.arrayContaining([
        'We will contact you only by phone, from Sunday to Thursday, between 09:00 and 18:00 (Saudi Arabia Time).',
        'We will not leave a voicemail or a message.',
        'We will not say the centre’s name to anyone who answers.',
      ]),
    );

    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    expect(paragraphs(screen.getByRole('status'))).toEqual(
      expect.arrayContaining([
        'سنتواصل معك بالهاتف فقط، من الأحد إلى الخميس، بين الساعة ٠٩:٠٠ والساعة ١٨:٠٠ (توقيت المملكة العربية السعودية).',
        'لن نترك لك رسالة صوتية أو مكتوبة.',
        'لن نذكر اسم المركز لمن يردّ علينا.',
      ]),
    );
  });

  it('lists no safe day and hours out of order in the summary, in page order, each linking to its control', async () => {
    const user = setupUser();
    const bodies = recordPosts(PATH);
    await renderFilled(user);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(within(rules.days()).getByRole('checkbox', { name: day }));
    await user.selectOptions(rules.from(), '18');
    await user.selectOptions(rules.to(), '09:00');
    await user.click(fields.submit());

    const summary = screen.getByRole('alert', { name: 'Some answers need your attention' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [errorMessages['safeDays.required'].en, '#enquiry-safeDays'],
      [errorMessages['safeHours.order'].en, '#enquiry-safeHours'],
    ]);
    expect(rules.days()).toHaveAccessibleDescription(expect.stringContaining(errorMessages['safeDays.required'].en));
    expect(rules.hours()).toHaveAccessibleDescription(expect.stringContaining(errorMessages['safeHours.order'].en));
    await user.click(within(summary).getByRole('link', { name: errorMessages['safeHours.order'].en }));
    expect(rules.from()).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: errorMessages['safeDays.required'].en }));
    expect(within(rules.days()).getByRole('checkbox', { name: 'Sunday' })).toHaveFocus();
    expect(bodies).toEqual([]);

    await user.click(within(rules.days()).getByRole('checkbox', { name: 'Sunday' }));
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    await user.selectOptions(rules.to(), '19:00');
    // Nothing left to correct: the summary goes.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('draft', () => {
    it('restores the choices after a remount', async () => {
      const user = setupUser();
      const first = renderForm();
      await user.click(screen.getByRole('radio', { name: 'Someone I care for' }));
      await user.selectOptions(relationship() as HTMLElement, 'parent');
      await user.click(within(personKnows() as HTMLElement).getByRole('radio', { name: 'I don’t know' }));
      await user.click(within(rules.nameCentre()).getByRole('radio', { name: 'Yes, that is fine' }));
      await user.click(within(rules.days()).getByRole('checkbox', { name: 'Saturday' }));
      await user.selectOptions(rules.from(), '10');
      await user.selectOptions(rules.heardFrom(), 'search');
      first.unmount();

      renderForm();
      expect(relationship()).toHaveDisplayValue('Parent');
      expect(checkedIn(personKnows() as HTMLElement)).toHaveAccessibleName('I don’t know');
      expect(checkedIn(rules.nameCentre())).toHaveAccessibleName('Yes, that is fine');
      expect(checkedIn(rules.leaveMessage())).toHaveAccessibleName('No, please don’t');
      expect(tickedDays()).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
      expect(rules.from()).toHaveDisplayValue('10:00');
      expect(rules.to()).toHaveDisplayValue('18:00');
      expect(rules.heardFrom()).toHaveDisplayValue('Searching online');
      expect(JSON.parse(sessionStorage.getItem(ENQUIRY_DRAFT_KEY) ?? '{}').discretion).not.toHaveProperty('timeZone');
    });

    it('shows the protective answers in place of stored ones it cannot use', () => {
      seedDraft(ENQUIRY_DRAFT_KEY, {
        forWhom: 'someone-else',
        country: 'SA',
        relationship: 'landlord',
        personKnows: 42,
        heardFrom: { search: true },
        discretion: { leaveMessage: 'sure', nameCentre: null, safeDays: 'every day', safeFrom: 99, safeTo: -3 },
      });
      renderForm();
      expect(relationship()).toHaveDisplayValue('Rather not say');
      expect(within(personKnows() as HTMLElement).queryByRole('radio', { checked: true })).toBeNull();
      expect(rules.heardFrom()).toHaveDisplayValue('Rather not say');
      expect(checkedIn(rules.leaveMessage())).toHaveAccessibleName('No, please don’t');
      expect(checkedIn(rules.nameCentre())).toHaveAccessibleName('No, please don’t');
      expect(tickedDays()).toEqual(['sun', 'mon', 'tue', 'wed', 'thu']);
      expect(rules.from()).toHaveDisplayValue('09:00');
      expect(rules.to()).toHaveDisplayValue('18:00');
    });
  });
});
