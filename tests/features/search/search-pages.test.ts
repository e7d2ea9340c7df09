import { pageEntries } from '@/features/search/page-entries';
import { normalize, searchPages } from '@/features/search/search-pages';

const entries = pageEntries('visitor');
const paths = (query: string) => searchPages(entries, query).map((result) => result.path);

describe('searchPages', () => {
  it('finds pages by English title, ignoring case', () => {
    expect(paths('eating')).toEqual(['/treatments/eating-disorders', '/self-check/scoff']);
    expect(paths('FACILITIES')).toEqual(['/facilities']);
  });

  it('finds pages by Arabic title, ignoring hamza forms and diacritics', () => {
    expect(paths('الادمان')).toEqual(['/treatments/addiction']);
    expect(paths('الإِرشاد الزواجي')).toEqual(['/treatments/marriage-counseling']);
  });

  it('needs every word to match', () => {
    expect(paths('anxiety depression')).toEqual(['/treatments/anxiety-depression']);
    expect(paths('anxiety hospitality')).toEqual([]);
  });

  it('answers nothing for an empty query and for no match', () => {
    expect(paths('   ')).toEqual([]);
    expect(paths('zzzz')).toEqual([]);
  });

  it('searches only the first 50 characters', () => {
    expect(paths(`facilities${' '.repeat(45)}zzz`)).toEqual(['/facilities']);
  });

  it('lists only the pages the side may open', () => {
    expect(paths('protected')).toEqual([]);
    expect(searchPages(pageEntries('user'), 'protected').map((result) => result.path)).toEqual(['/protected']);
  });
});

describe('normalize', () => {
  it('folds Arabic letter variants', () => {
    expect(normalize('أإآى ة')).toBe('اااي ه');
  });
});
