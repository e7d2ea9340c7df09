import { fireEvent, screen, waitFor, within } from '../../test-utils';
import { whatsappGreeting } from '@/config/contact';
import { paths } from '#contracts/routes';
import { home } from '@/content/pages/home';
import { homeBelowFold } from '@/content/pages/home-below-fold';
import { teamCards } from '@/content/team-cards';
import { useLanguageStore } from '@/stores/use-language-store';
import { metaContent, openPage, proseOfMain } from './page-helpers';

const sectionTitles = [
  home.treatments.title,
  homeBelowFold.firstAssessment.title,
  homeBelowFold.facilities.title,
  homeBelowFold.teams.title,
  homeBelowFold.admissions.title,
  homeBelowFold.confidentiality.title,
];

describe('home page', () => {
  it.each(['en', 'ar'] as const)('shows the hero and every main section in %s', async (language) => {
    const { main } = await openPage('home', language);
    expect(main.getByText(home.hero.promise[language])).toBeInTheDocument();
    expect(main.getByText(home.hero.lead[language])).toBeInTheDocument();
    // Everything under the programmes arrives in its own chunk, just after the first screen.
    for (const title of sectionTitles)
      expect(await main.findByRole('heading', { level: 2, name: title[language] })).toBeInTheDocument();
  });

  it('offers Book Now, a call and a WhatsApp chat greeted in English', async () => {
    const { main } = await openPage('home');
    expect(main.getAllByRole('link', { name: 'Book Now' })[0]).toHaveAttribute('href', paths.admissions);
    expect(main.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+97145550100');
    const whatsapp = main.getByRole('link', { name: /^WhatsApp us/ });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/971505550100?text=${encodeURIComponent(whatsappGreeting.en)}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it('greets the WhatsApp chat in Arabic when the page is in Arabic', async () => {
    const { main } = await openPage('home', 'ar');
    expect(main.getByRole('link', { name: /^راسلنا عبر واتساب/ })).toHaveAttribute(
      'href',
      `https://wa.me/971505550100?text=${encodeURIComponent(whatsappGreeting.ar)}`,
    );
    expect(main.getByRole('link', { name: 'اتصل بنا' })).toHaveAttribute('href', 'tel:+97145550100');
  });

  it('links the four treatments and the four teams to their pages', async () => {
    const { main } = await openPage('home');
    for (const card of [...home.treatments.cards, ...teamCards])
      expect(await main.findByRole('link', { name: card.title.en })).toHaveAttribute('href', card.to);
  });

  it('lists the admission steps in order, numbered in Arabic-Indic digits in Arabic', async () => {
    const { main } = await openPage('home', 'ar');
    const steps = (await main.findByRole('heading', { level: 2, name: homeBelowFold.admissions.title.ar })).closest(
      'section',
    );
    const list = within(steps as HTMLElement).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(homeBelowFold.admissions.steps.length);
    expect(list).toHaveTextContent(/١.*٢.*٣.*٤/);
    expect(proseOfMain()).not.toMatch(/[0-9]/);
  });

  it('sets the meta description and Open Graph tags, and follows the language toggle to the twin', async () => {
    await openPage('home');
    expect(metaContent('description')).toBe(home.description.en);
    expect(metaContent('og:description')).toBe(home.description.en);
    expect(metaContent('og:title')).toBe(document.title);
    expect(metaContent('og:type')).toBe('website');
    expect(metaContent('og:locale')).toBe('en_US');
    expect(canonical()).toBe('https://sakinawellness.com/');
    fireEvent.click(screen.getAllByRole('button', { name: /العربية/ })[0]!);
    await waitFor(() => expect(metaContent('description')).toBe(home.description.ar));
    expect(canonical()).toBe('https://sakinawellness.com/ar');
    expect(useLanguageStore.getState().chosen).toBe('ar');
    expect(metaContent('og:locale')).toBe('ar_EG');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
