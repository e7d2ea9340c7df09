import { pageAccess, paths } from '#contracts/routes';
import { crisisNotice } from '@/content/crisis';
import { walk } from './content-walk';

const pageModules = import.meta.glob<Record<string, unknown>>('@/content/pages/*.ts', { eager: true });

/** The interface wording: the site chrome's, the page sections', and each feature's own (the forms' aside). */
const wordingModules = import.meta.glob<Record<string, unknown>>(
  [
    '@/content/*-wording.ts',
    '@/content/alert-tones.ts',
    '@/features/{cart,navigation,search}/content/*-wording.ts',
    '@/showcase/content/showcase-wording.ts',
  ],
  { eager: true },
);

const exportsOf = (files: Record<string, Record<string, unknown>>) =>
  Object.entries(files).flatMap(([file, exports]) =>
    Object.entries(exports).map(([name, value]): [string, unknown] => [`${file}:${name}`, value]),
  );

/** Every exported object of every page and wording module, plus the crisis notice the pages share. */
const modules: [string, unknown][] = [
  ...exportsOf(pageModules),
  ...exportsOf(wordingModules),
  ['crisis', crisisNotice],
];

const found = modules.map(([name, value]) => walk(value, name));
const wordings = found.flatMap((module) => module.wordings);
const strings = found.flatMap((module) => module.strings);

const arabicLetter = /[\u0621-\u064a]/;
const anyArabic = /[\u0600-\u06ff]/;

/** Keys whose plain strings are values, not wordings (paths, links, times, ids, numbers). */
const plainStringKeys = new Set([
  'to',
  'href',
  'display',
  'time',
  'opens',
  'closes',
  'kind',
  'team',
  'page',
  'id',
  'country',
  'number',
  'lastUpdated',
]);

const visitorPaths = new Set(
  Object.entries(paths)
    .filter(([page]) => pageAccess[page as keyof typeof paths] !== 'user')
    .map(([, path]) => path),
);

describe('page content modules', () => {
  it('holds one module for every page, the 404 and the logged-in pages too', () => {
    const names = Object.keys(pageModules).map((file) => file.replace(/^.*\/(.+)\.ts$/, '$1'));
    expect(names).toEqual(
      expect.arrayContaining([
        'home',
        'treatments',
        'addiction',
        'anxiety-depression',
        'eating-disorders',
        'marriage-counseling',
        'facilities',
        'teams',
        'board-of-directors',
        'clinical',
        'religious',
        'hospitality',
        'admissions',
        'contact-us',
        'privacy-policy',
        'terms-of-service',
        'login',
        'not-found',
        'protected',
        'cart',
      ]),
    );
    expect(Object.keys(wordingModules)).toHaveLength(14);
    expect(wordings.length).toBeGreaterThan(500);
  });

  it('gives every wording a non-empty Arabic and English text', () => {
    const empty = wordings.filter(({ value }) => !value.ar.trim() || !value.en.trim()).map(({ at }) => at);
    expect(empty).toEqual([]);
  });

  it('writes Arabic in Arabic letters, with no Latin letters or Western digits to scramble', () => {
    // A placeholder such as `{min}` is filled in with the reader's digits.
    const wrong = wordings
      .filter(({ value }) => !arabicLetter.test(value.ar) || /[A-Za-z0-9]/.test(value.ar.replace(/\{\w+\}/g, '')))
      .map(({ at, value }) => `${at}: ${value.ar}`);
    expect(wrong).toEqual([]);
  });

  it('keeps Arabic out of English wordings', () => {
    const wrong = wordings.filter(({ value }) => anyArabic.test(value.en)).map(({ at, value }) => `${at}: ${value.en}`);
    expect(wrong).toEqual([]);
  });

  it('uses plain strings only for values such as paths, links and times, never for visible wordings', () => {
    const stray = strings.filter(({ key }) => !plainStringKeys.has(key)).map(({ at, value }) => `${at}: ${value}`);
    expect(stray).toEqual([]);
    expect(strings.filter(({ value }) => !value.trim()).map(({ at }) => at)).toEqual([]);
  });

  it('links only to real routes a visitor can open', () => {
    const links = strings.filter(({ key }) => key === 'to');
    expect(links.length).toBeGreaterThan(20);
    expect(
      links.filter(({ value }) => !visitorPaths.has(value as never)).map(({ at, value }) => `${at}: ${value}`),
    ).toEqual([]);
  });

  it('links outside the site only by phone, e-mail or https', () => {
    const wrong = strings
      .filter(({ key, value }) => key === 'href' && !/^(tel:\+?\d+|mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(value))
      .map(({ at, value }) => `${at}: ${value}`);
    expect(wrong).toEqual([]);
  });

  it('writes times as 24-hour HH:MM and dates as real ISO dates', () => {
    const times = strings.filter(({ key }) => ['time', 'opens', 'closes'].includes(key));
    expect(times.filter(({ value }) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(value)).map(({ at }) => at)).toEqual([]);
    const dates = strings.filter(({ key }) => key === 'lastUpdated');
    expect(dates).toHaveLength(2);
    for (const { value } of dates) {
      expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(value).toISOString().slice(0, 10)).toBe(value);
    }
  });

  it('keeps emergency numbers to digits, so they dial as written', () => {
    const numbers = strings.filter(({ key }) => key === 'number');
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.filter(({ value }) => !/^\d{3}$/.test(value)).map(({ at }) => at)).toEqual([]);
  });
});
