import { within } from '../../test-utils';
import { emergencyContacts, whatsappGreeting } from '@/config/contact';
import { paths } from '#contracts/routes';
import { site } from '@/config/site';
import { contactUs } from '@/content/pages/contact-us';
import { metaContent, openPage, proseOfMain } from './page-helpers';

const channelsOf = (main: Awaited<ReturnType<typeof openPage>>['main'], language: 'en' | 'ar') =>
  within(
    main.getByRole('heading', { level: 2, name: contactUs.channelsTitle[language] }).closest('section') as HTMLElement,
  );

describe('contact page', () => {
  it.each(['en', 'ar'] as const)('shows the channels, hours, form and crisis notice in %s', async (language) => {
    const { main } = await openPage('contactUs', language);
    for (const title of [contactUs.channelsTitle, contactUs.hoursTitle, contactUs.form.title])
      expect(main.getByRole('heading', { level: 2, name: title[language] })).toBeInTheDocument();
    for (const section of [contactUs.responseTime, contactUs.visit])
      expect(main.getByRole('heading', { level: 3, name: section.title[language] })).toBeInTheDocument();
    expect(main.getByRole('complementary', { name: contactUs.crisis.title[language] })).toBeInTheDocument();
    expect(main.getByText(site.address[language])).toBeInTheDocument();
    expect(document.querySelector('main form')).not.toBeNull();
    expect(metaContent('description')).toBe(contactUs.description[language]);
  });

  it('links each channel: phone, WhatsApp with a greeting, e-mail and the map in a new tab', async () => {
    const { main } = await openPage('contactUs');
    const channels = channelsOf(main, 'en');
    expect(channels.getByRole('link', { name: 'Call now' })).toHaveAttribute('href', 'tel:+97145550100');
    expect(channels.getByRole('link', { name: /^Message us on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/971505550100?text=${encodeURIComponent(whatsappGreeting.en)}`,
    );
    expect(channels.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', `mailto:${site.email}`);
    const map = channels.getByRole('link', { name: /^Open the map/ });
    expect(map).toHaveAttribute('href', site.mapUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(document.querySelector('main iframe')).toBeNull();
    expect(main.getByRole('link', { name: contactUs.form.link.label.en })).toHaveAttribute('href', paths.admissions);
  });

  it('keeps the phone number and e-mail left to right inside Arabic, and times in Arabic-Indic digits', async () => {
    const { main } = await openPage('contactUs', 'ar');
    const channels = channelsOf(main, 'ar');
    expect(channels.getByText(site.phone).tagName).toBe('BDI');
    expect(channels.getByText(site.email)).toHaveAttribute('dir', 'ltr');
    expect(main.getByText(/^٠٨:٠٠\s–\s٢٢:٠٠$/)).toBeInTheDocument();
    expect(main.getByText(contactUs.timeZone.ar)).toBeInTheDocument();
    expect(proseOfMain()).not.toMatch(/[0-9]/);
  });

  it('carries every emergency number as a tel: link', async () => {
    const { main } = await openPage('contactUs');
    const notice = main.getByRole('complementary', { name: contactUs.crisis.title.en });
    const expected = emergencyContacts.flatMap((country) => country.numbers.map((entry) => `tel:${entry.number}`));
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expected);
  });
});
