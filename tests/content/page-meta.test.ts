import { paths, type PageId } from '#contracts/routes';
import { inboxItemMeta, pageMeta } from '@/content/page-meta';
import { errorMeta, type PageMeta } from '@/content/page-title';
import { notFoundMeta } from '@/content/pages/not-found';
import { LANGUAGES } from '@/i18n/languages';
import type { Bilingual } from '@/i18n/text';
import { notFoundDescription, pageDescriptions } from './page-descriptions';

const filled = (wording: Bilingual | undefined) => LANGUAGES.every((language) => !!wording?.[language]?.trim());

const pages: [string, PageMeta, Bilingual | undefined][] = [
  ...(Object.keys(paths) as PageId[]).map((id): [string, PageMeta, Bilingual | undefined] => [
    `${id} (${paths[id]})`,
    pageMeta[id],
    pageDescriptions[id],
  ]),
  ['404', notFoundMeta, notFoundDescription],
];

describe('page metadata of every route', () => {
  it('covers exactly the routes of the route table', () => {
    expect(Object.keys(pageMeta).sort()).toEqual(Object.keys(paths).sort());
    expect(Object.keys(pageDescriptions).sort()).toEqual(Object.keys(paths).sort());
  });

  it.each(pages)('%s has a title, a heading and a meta description in Arabic and English', (_, meta, description) => {
    expect(filled(meta.title)).toBe(true);
    expect(filled(meta.heading)).toBe(true);
    expect(filled(description)).toBe(true);
  });

  it.each(pages)('%s describes itself in a sentence or two, not in its title', (_, meta, description) => {
    for (const language of LANGUAGES) {
      expect(description?.[language].length).toBeGreaterThanOrEqual(50);
      expect(description?.[language].length).toBeLessThanOrEqual(200);
      expect(description?.[language]).not.toBe(meta.title[language]);
    }
  });

  it('gives every page its own description', () => {
    const all = pages.flatMap(([, , description]) => LANGUAGES.map((language) => description?.[language]));
    expect(new Set(all).size).toBe(all.length);
  });

  it('titles the error page in both languages', () => {
    expect(filled(errorMeta.title)).toBe(true);
  });
});

describe('an inbox item’s title', () => {
  it('names an enquiry an enquiry and a contact message a message, by the reference’s prefix', () => {
    expect(inboxItemMeta('SW-4F7K2').heading).toEqual({ en: 'Enquiry SW-4F7K2', ar: 'استفسار SW-4F7K2' });
    expect(inboxItemMeta('SC-2B8HD').heading).toEqual({ en: 'Message SC-2B8HD', ar: 'رسالة SC-2B8HD' });
  });
});
