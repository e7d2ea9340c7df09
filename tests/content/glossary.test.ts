import { allowedUses, arabicWords, replacedTerms, type ReplacedTerm } from '@/content/glossary';
import { walk } from './content-walk';

/*
 * Every content module — the pages', the site chrome's, the config's wording, each feature's
 * content/, the staff menus, the /kit showcase — read against the glossary of replaced terms.
 * Arabic is read in the source itself (comments left out), so wording built inside a function
 * («استفسار واحد») is read too; English in each `en:` value of the source and in every wording
 * the modules export, with its placeholders filled.
 */

const sources = import.meta.glob<string>(
  [
    '/src/content/**/*.ts',
    '!/src/content/glossary.ts',
    '/src/config/*.ts',
    '/src/features/*/content/*.ts',
    '/src/contracts/staff-navigation.ts',
    '/src/contracts/audit-view.ts',
    '/src/app/layouts/visitor-navigation.ts',
    '/src/app/routes/**/*.tsx',
    '/src/showcase/**/*.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** The same modules' exports, for their wordings as the site renders them (the search index only repeats them). */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '/src/content/**/*.ts',
    '!/src/content/glossary.ts',
    '!/src/content/search-index.ts',
    '/src/config/*.ts',
    '/src/features/*/content/*.ts',
    '/src/contracts/staff-navigation.ts',
    '/src/contracts/audit-view.ts',
    '/src/app/layouts/visitor-navigation.ts',
    '/src/showcase/showcase-meta.ts',
    '/src/showcase/content/*.ts',
  ],
  { eager: true },
);

interface Text {
  file: string;
  /** Where in the file: a line, or the wording's path among the exports. */
  at: string;
  text: string;
}

/** Block and line comments out (a `//` after a colon is an address, not a comment), lines kept. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:])\/\/.*$/gm, '$1');

/** Each line of the source that holds Arabic. */
function arabicLines(file: string, source: string): Text[] {
  return withoutComments(source)
    .split('\n')
    .map((text, index) => ({ file, at: `line ${index + 1}`, text }))
    .filter(({ text }) => /[\u0621-\u064a]/.test(text));
}

/** Each `en:` value written in the source, as written. */
function englishValues(file: string, source: string): Text[] {
  const found: Text[] = [];
  for (const match of withoutComments(source).matchAll(/\ben\s*:\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) {
    const line = source.slice(0, match.index).split('\n').length;
    found.push({ file, at: `line ${line}`, text: match[2] ?? '' });
  }
  return found;
}

const fileOf = (path: string) => path.replace(/^\//, '');

const arabicTexts: Text[] = [];
const englishTexts: Text[] = [];
for (const [path, source] of Object.entries(sources)) {
  arabicTexts.push(...arabicLines(fileOf(path), source));
  englishTexts.push(...englishValues(fileOf(path), source));
}
for (const [path, exports] of Object.entries(modules))
  for (const [name, value] of Object.entries(exports))
    for (const { at, value: wording } of walk(value, name).wordings) {
      // A wording may be a pair of functions (a count, a time): the source lines above hold their words.
      if (typeof wording.ar === 'string') arabicTexts.push({ file: fileOf(path), at, text: wording.ar });
      if (typeof wording.en === 'string') englishTexts.push({ file: fileOf(path), at, text: wording.en });
    }

const usedAllowances = new Set<string>();

/** True when the match at `index` lies inside one of the allowed phrases of `file`. */
function allowed(file: string, text: string, index: number, length: number) {
  for (const use of allowedUses) {
    if (use.file && !file.endsWith(use.file)) continue;
    for (let start = text.indexOf(use.phrase); start !== -1; start = text.indexOf(use.phrase, start + 1))
      if (start <= index && index + length <= start + use.phrase.length) {
        usedAllowances.add(`${use.file ?? '*'}: ${use.phrase}`);
        return true;
      }
  }
  return false;
}

/** The sentence of `text` around `index`. */
function sentenceAt(text: string, index: number) {
  const ends = /[.!?؟؛\n]/g;
  let start = 0;
  for (const end of text.matchAll(ends)) {
    if (end.index >= index) return text.slice(start, end.index);
    start = end.index + 1;
  }
  return text.slice(start);
}

/** Each replaced term `texts` use, as «file at: term → preferred». */
function replacedIn(texts: Text[], terms: ReplacedTerm[]) {
  const found = new Set<string>();
  for (const term of terms)
    for (const { file, at, text } of texts)
      for (const match of text.matchAll(term.replaced)) {
        if (term.fineInSentence?.test(sentenceAt(text, match.index))) continue;
        if (allowed(file, text, match.index, match[0].length)) continue;
        found.add(`${file} ${at}: «${match[0].trim()}» (${term.meaning}) → «${term.preferred}»`);
      }
  return [...found];
}

const arabicTerms = replacedTerms.filter((term) => term.language === 'ar');
const englishTerms = replacedTerms.filter((term) => term.language === 'en');

describe('the glossary of replaced terms', () => {
  it('reads every kind of content module, the features’ and the showcase’s too', () => {
    const files = Object.keys(sources).map(fileOf);
    for (const expected of [
      'src/content/pages/admissions.ts',
      'src/content/ui-wording.ts',
      'src/config/contact.ts',
      'src/features/inbox/content/inbox-wording.ts',
      'src/features/enquiry/content/enquiry-wording.ts',
      'src/features/auth/content/session-wording.ts',
      'src/contracts/staff-navigation.ts',
      'src/showcase/pages/chips-page.tsx',
    ])
      expect(files).toContain(expected);
    expect(files).not.toContain('src/content/glossary.ts');
    expect(arabicTexts.length).toBeGreaterThan(1000);
    expect(englishTexts.length).toBeGreaterThan(1000);
  });

  it('finds no replaced term in any Arabic wording', () => {
    expect(replacedIn(arabicTexts, arabicTerms)).toEqual([]);
  });

  it('finds no replaced term in any English wording', () => {
    expect(replacedIn(englishTexts, englishTerms)).toEqual([]);
  });

  it('keeps no allowance that no wording needs any more', () => {
    replacedIn([...arabicTexts, ...englishTexts], replacedTerms);
    const stale = allowedUses
      .map((use) => `${use.file ?? '*'}: ${use.phrase}`)
      .filter((use) => !usedAllowances.has(use));
    expect(stale).toEqual([]);
    for (const use of allowedUses) expect(use.reason.length).toBeGreaterThan(10);
  });
});

describe('the glossary’s matching', () => {
  const caught = (text: string, terms = replacedTerms) =>
    replacedIn([{ file: 'example.ts', at: 'here', text }], terms).length > 0;

  it.each([
    'إفطار بمرافقة داعمة',
    '٠٨:٠٠ الإفطار',
    'صندوق طلبات القبول',
    'العودة إلى الطلبات',
    'وللعائلات التي لديها حساب',
    'مع أحد مختصينا، عبر الفيديو',
    'تحدّث إلى أحد المختصين',
    'تقييم أوّلي مجاني',
    'مدته وتكاليفه',
    'ويمكننا تزويد شركتك بالمستندات',
    'دعم للوالدين والأزواج',
    'انتهت جلستك.',
  ])('catches «%s»', (text) => {
    expect(caught(text)).toBe(true);
  });

  it.each([
    'السحور والإفطار في شهر رمضان',
    'فطور بمرافقة داعمة',
    'طلب المساعدة يحتاج إلى شجاعة',
    'سنتحقق من أن الطلب صادر عنك',
    'كيف طلبت الأسرة أن نتواصل معها',
    'في صالات عائلية خاصة',
    'مع أحد مختصينا السريريين، عبر الفيديو',
    'تحدّث إلى أحد مختصينا السريريين',
    'التقييم الأول مجاني',
    'بلا أي تكلفة أو التزام',
    'ويمكننا تزويد شركة التأمين بالمستندات',
    'الزوجان المشاركان في البرنامج الإقامي المكثف للزوجين',
    'انتهت مدة تسجيل دخولك.',
  ])('leaves «%s» alone', (text) => {
    expect(caught(text)).toBe(false);
  });

  it('reads English whole words only, and keeps the spec’s button "Log In"', () => {
    expect(caught('Sign in again')).toBe(true);
    expect(caught('Log Out')).toBe(true);
    expect(caught('what is in your basket')).toBe(true);
    expect(caught('early warning signs')).toBe(false);
    expect(caught('Log In')).toBe(false);
    expect(caught('booking an assessment')).toBe(false);
    expect(caught('counselling and colour')).toBe(false);
  });

  it('matches Arabic as whole words, with the clitics joined before them', () => {
    const families = arabicWords('(?:ال|لل)?عائلات');
    expect('وللعائلات'.match(families)).not.toBeNull();
    expect('بالعائلات'.match(families)).not.toBeNull();
    expect('العائلاتية'.match(families)).toBeNull();
  });
});
