import { paths } from '#contracts/routes';
import { site } from '@/config/site';
import { addiction } from '@/content/pages/addiction';
import { admissions } from '@/content/pages/admissions';
import { anxietyDepression } from '@/content/pages/anxiety-depression';
import { boardOfDirectors } from '@/content/pages/board-of-directors';
import { clinical } from '@/content/pages/clinical';
import { contactUs } from '@/content/pages/contact-us';
import { eatingDisorders } from '@/content/pages/eating-disorders';
import { home } from '@/content/pages/home';
import { homeBelowFold } from '@/content/pages/home-below-fold';
import { hospitality } from '@/content/pages/hospitality';
import { marriageCounseling } from '@/content/pages/marriage-counseling';
import { religious } from '@/content/pages/religious';
import { teams } from '@/content/pages/teams';
import { treatments } from '@/content/pages/treatments';

const treatmentPages = { addiction, anxietyDepression, eatingDisorders, marriageCounseling };
const teamPages = { boardOfDirectors, clinical, religious, hospitality };

describe('home', () => {
  it('leads to admissions with "Book Now" in both languages', () => {
    expect(home.hero.primary).toEqual({ label: { en: 'Book Now', ar: 'احجز الآن' }, to: paths.admissions });
    expect(homeBelowFold.firstAssessment.action.to).toBe(paths.admissions);
  });

  it('shows the four treatments and four admission steps', () => {
    expect(home.treatments.cards.map((card) => card.to)).toEqual([
      paths.addiction,
      paths.anxietyDepression,
      paths.eatingDisorders,
      paths.marriageCounseling,
    ]);
    expect(homeBelowFold.admissions.steps).toHaveLength(4);
  });
});

describe.each(Object.entries(treatmentPages))('treatment page %s', (_, page) => {
  it('covers the medical, therapeutic, family and faith strands, each with the team that delivers it', () => {
    expect(page.approach.items.map((item) => item.kind).sort()).toEqual(['faith', 'family', 'medical', 'therapeutic']);
    for (const item of page.approach.items) expect(item.team).toBe(item.kind === 'faith' ? 'religious' : 'clinical');
  });

  it('lists a typical day in time order', () => {
    const times = page.typicalDay.schedule.map((item) => item.time);
    expect(times.length).toBeGreaterThanOrEqual(8);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
  });

  it('ends with a call to book an assessment and carries the crisis notice', () => {
    expect(page.cta.action.to).toBe(paths.admissions);
    expect(page.crisis.text.en).toMatch(/not an emergency service/);
  });
});

describe.each(Object.entries(teamPages))('team page %s', (_, page) => {
  it('introduces three to six people, each with qualifications, languages and avatar initials in both scripts', () => {
    expect(page.members.length).toBeGreaterThanOrEqual(3);
    expect(page.members.length).toBeLessThanOrEqual(6);
    for (const member of page.members) {
      expect(member.qualifications.length).toBeGreaterThan(0);
      expect(member.languages.length).toBeGreaterThan(0);
      expect(member.initials.en).toMatch(/^[A-Z]{2}$/);
      expect(member.initials.ar).toMatch(/^[\u0621-\u064a] [\u0621-\u064a]$/);
    }
  });
});

it('gives every team member a different name', () => {
  const names = Object.values(teamPages).flatMap((page) => page.members.map((member) => member.name.en));
  expect(new Set(names).size).toBe(names.length);
});

it('links the treatments and teams indexes to all four of their pages', () => {
  expect(new Set(treatments.cards.map((card) => card.to))).toEqual(
    new Set([paths.addiction, paths.anxietyDepression, paths.eatingDisorders, paths.marriageCounseling]),
  );
  expect(new Set(teams.cards.map((card) => card.to))).toEqual(
    new Set([paths.boardOfDirectors, paths.clinical, paths.religious, paths.hospitality]),
  );
});

describe('admissions', () => {
  it('walks through five steps and answers eight to ten questions', () => {
    expect(admissions.steps.items).toHaveLength(5);
    expect(admissions.faq.items.length).toBeGreaterThanOrEqual(8);
    expect(admissions.faq.items.length).toBeLessThanOrEqual(10);
  });

  it('makes no promise that insurance will pay', () => {
    expect(admissions.funding.items.map((item) => item.en).join(' ')).toMatch(/cannot promise/);
  });
});

describe('contact us', () => {
  const channel = (kind: string) => contactUs.channels.find((item) => item.kind === kind);

  it('takes every contact value from the site configuration', () => {
    expect(channel('phone')).toMatchObject({ display: site.phone, href: `tel:${site.phone.replace(/\s/g, '')}` });
    expect(channel('whatsapp')).toMatchObject({
      display: site.whatsapp,
      href: `https://wa.me/${site.whatsapp.replace(/\D/g, '')}`,
    });
    expect(channel('email')).toMatchObject({ display: site.email, href: `mailto:${site.email}` });
    expect(channel('address')?.display).toEqual(site.address);
    expect(channel('map')?.href).toBe(site.mapUrl);
  });

  it('shows the crisis notice', () => {
    expect(contactUs.crisis.countries.map((country) => country.country)).toEqual(['AE', 'EG', 'SA', 'US']);
  });
});
