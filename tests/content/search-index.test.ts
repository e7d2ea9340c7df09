import { pageAccess, paths, type PageId } from '#contracts/routes';
import { pageMeta } from '@/content/page-meta';
import { addiction } from '@/content/pages/addiction';
import { privacyPolicy } from '@/content/pages/privacy-policy';
import { searchIndex } from '@/content/search-index';
import { contentIndex } from '@/features/search/content-index';
import { normalize as normalizeForSearch, searchPages as search } from '@/features/search/search-pages';

/** The pages the visitor's search bar finds for `query`, matched in `language`. */
const searchPages = (query: string, language: 'ar' | 'en') =>
  search(contentIndex('visitor'), query)
    .filter((result) => result.matchedIn === language)
    .map((result) => ({ page: searchIndex.find((entry) => entry.path === result.path)?.page }));

const visitorPages = (Object.keys(pageAccess) as PageId[]).filter((page) => pageAccess[page] !== 'user');

describe('search index', () => {
  it('covers every visitor and public page, and no logged-in page', () => {
    expect(searchIndex.map((entry) => entry.page).sort()).toEqual([...visitorPages].sort());
    for (const entry of searchIndex) {
      expect(entry.path).toBe(paths[entry.page]);
      expect(entry.title).toEqual(pageMeta[entry.page].title);
    }
  });

  it('holds each page’s heading and section text in both languages', () => {
    for (const entry of searchIndex) {
      expect(entry.text.en).toContain(entry.heading.en);
      expect(entry.text.ar).toContain(entry.heading.ar);
      expect(entry.text.en).not.toMatch(/[\u0600-\u06ff]/);
      expect(entry.text.ar).toMatch(/[\u0621-\u064a]/);
    }
    const addictionEntry = searchIndex.find((entry) => entry.page === 'addiction');
    for (const item of addiction.treats.items) {
      expect(addictionEntry?.text.en).toContain(item.en);
      expect(addictionEntry?.text.ar).toContain(item.ar);
    }
  });
});

describe('searchPages', () => {
  it('finds a page by words from its content, not only its title', () => {
    expect(searchPages('supervised detox', 'en').map((entry) => entry.page)).toContain('addiction');
    expect(searchPages('سحب السموم', 'ar').map((entry) => entry.page)).toContain('addiction');
  });

  it('puts the page named by the query first', () => {
    expect(searchPages('eating disorders', 'en')[0]?.page).toBe('eatingDisorders');
    expect(searchPages('اضطرابات الأكل', 'ar')[0]?.page).toBe('eatingDisorders');
  });

  it('matches Arabic typed without short vowels or hamza, and ignores case in English', () => {
    const tracking = privacyPolicy.sections.find((section) => section.id === 'no-tracking')?.title.ar ?? '';
    expect(tracking).toContain('تتبّع');
    expect(searchPages('تتبع', 'ar').map((entry) => entry.page)).toContain('privacyPolicy');
    expect(searchPages('اسرة', 'ar').map((entry) => entry.page)).toContain('admissions');
    expect(searchPages('HALAL', 'en').map((entry) => entry.page)).toContain('facilities');
  });

  it('searches only the chosen language and finds nothing for an empty or unknown query', () => {
    expect(searchPages('detox', 'ar')).toEqual([]);
    expect(searchPages('   ', 'en')).toEqual([]);
    expect(searchPages('zebra crossing', 'en')).toEqual([]);
  });
});

describe('normalizeForSearch', () => {
  it('folds Arabic spelling variants and digits', () => {
    expect(normalizeForSearch('يوميًا')).toBe('يوميا');
    expect(normalizeForSearch('إرشاد أسرة')).toBe('ارشاد اسره');
    expect(normalizeForSearch('مستشفى ١٢')).toBe('مستشفي 12');
  });
});
