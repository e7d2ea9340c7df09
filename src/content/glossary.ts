import type { Language } from '@/i18n/languages';
import { STAGE_LABELS } from '#contracts/pipeline';

/*
 * One term per meaning (the Arabic editor's reviews, /work/shared/arabic-review.md and
 * arabic-review-2.md): wordings the site has replaced, and what it says instead. The test in
 * tests/content/glossary.test.ts reads every content module against this list, so a replaced term
 * cannot come back. Nothing in the site imports this module; it is the writers' reference.
 */

export interface ReplacedTerm {
  /** What the term means, in English. */
  meaning: string;
  language: Language;
  /** The replaced wording (global), matched on whole words only; see `arabicWords`. */
  replaced: RegExp;
  /** What the site says instead. */
  preferred: string;
  /**
   * A sentence this matches is a legitimate use of the same letters, not the replaced term
   * («الإفطار» beside Ramadan is iftar, not breakfast).
   */
  fineInSentence?: RegExp;
}

/** An exact wording the check leaves alone, and why. */
export interface AllowedUse {
  /** The end of the module's path, e.g. `src/content/page-meta.ts`; any module when absent. */
  file?: string;
  /** The words around the match, as written. */
  phrase: string;
  reason: string;
}

/** Arabic letters, the tatweel and the short-vowel marks: what a word is made of. */
const LETTER = '\\u0621-\\u064A\\u0640\\u064B-\\u065F\\u0670';

/**
 * `core` as whole Arabic words: not the inside of a longer word, though the clitics Arabic
 * writes joined to a word (و ف, then ب ل ك) may come before it. JavaScript's `\b` knows only
 * Latin letters, so the boundaries are spelt out.
 */
export const arabicWords = (core: string) =>
  new RegExp(`(?<![${LETTER}])(?:[وف]?[بلك]?)(?:${core})(?![${LETTER}])`, 'gu');

const englishWords = (core: string, flags = 'gi') => new RegExp(`\\b(?:${core})\\b`, flags);

const ar = (meaning: string, core: string, preferred: string, fineInSentence?: RegExp): ReplacedTerm => ({
  meaning,
  language: 'ar',
  replaced: arabicWords(core),
  preferred,
  ...(fineInSentence ? { fineInSentence } : {}),
});

const en = (meaning: string, replaced: RegExp, preferred: string): ReplacedTerm => ({
  meaning,
  language: 'en',
  replaced,
  preferred,
});

export const replacedTerms: ReplacedTerm[] = [
  // Second review, the terms table.
  ar('an enquiry (not a formal application)', '(?:ال)?(?:طلب|طلبات) (?:ال)?قبول', 'استفسار عن القبول'),
  ar('enquiries, and the inbox that holds them', '(?:ال)?طلبات', 'الاستفسارات، صندوق الوارد'),
  ar('a duplicate enquiry', 'طلب مكرر', 'استفسار مكرر'),
  ar('families', '(?:ال|لل)?عائلات', 'الأسر'),
  ar('a family', '(?:ال|لل)?عائلة', 'الأسرة'),
  ar('breakfast (الإفطار is iftar)', '(?:ال)?إفطار', 'الفطور', /رمضان|السحور|سحور|الصيام|صيام|صائم|الأذان|المغرب/u),
  ar(
    'the couples retreat',
    '(?:ال)?إقامة العلاجية الزوجية|برنامج الإرشاد الزواجي|(?:ال)?خلوة|(?:ال)?خلوات|خلوتنا',
    'البرنامج الإقامي المكثف للزوجين',
  ),
  ar(
    'a clinician',
    'أطبائنا أو معالجينا|أحد المختصين(?! السريريين)|مختصينا(?! السريريين)',
    'أحد مختصينا السريريين، مختص سريري',
  ),
  ar('the first assessment', '(?:ال)?تقييم(?:ًا)? (?:ال)?أو(?:ّ)?لي(?:ًا)?', 'التقييم الأول'),
  ar('fees', 'تكاليف(?:ه|ها|هم|هما|ك|كم|نا)?', 'الرسوم'),
  ar('the cart page', '(?:ال)?حجوزات(?:ي|ك|نا)?', 'السلة'),
  // Second review, serious, medium and minor items.
  ar('the insurer (شركتك reads as "your employer")', 'شركتك', 'شركة التأمين'),
  ar('a stay in confidence (بثقة is "confidently")', 'بثقة وطمأنينة', 'في سرية تامة'),
  ar('a serious illness (جادة is a calque)', '(?:أمراض|مرض) جاد(?:ة)?', 'أمراض خطيرة'),
  ar('a login that ended (جلسة is a therapy session)', 'انتهت جلستك', 'انتهت مدة تسجيل دخولك'),
  ar(
    'a reply promise other than the one the site makes',
    'يوم عمل واحد',
    'خلال ساعتين، بين الساعة ٠٨:٠٠ والساعة ٢٢:٠٠ بتوقيت الإمارات يوميًا',
  ),
  ar('the spam stage (an adjective like the others)', 'رسالة مزعجة مشتبه بها', STAGE_LABELS.spam.ar),
  ar('calling a number (colloquial)', 'اتصال على', 'اتصال بالرقم'),
  ar('near home (إقامة is the residential stay)', 'مكان إقامت(?:ك|كما|كم|ه|ها|هم)', 'قريب من منزلك'),
  ar('spouses (الأزواج reads as husbands)', '(?:ال|لل)?أزواج', 'الزوجان، شريك الحياة'),
  ar('the copyright line', 'حقوق النشر', '© السنة الاسم. جميع الحقوق محفوظة'),
  ar('to anyone', 'لأي أحد', 'لأحد'),
  ar('dining (hospitality is a team)', 'المطعم والضيافة', 'المطعم'),
  ar('working closely with', 'عن قرب مع', 'بتنسيق وثيق مع'),
  ar('residential (the showcase chip)', 'إقامة داخلية', 'إقامة علاجية'),
  ar('try again', 'حاول (?:مجددًا|مجددا|مرة أخرى)|حمّل مرة أخرى', 'إعادة المحاولة'),
  // First review, kept.
  ar(
    'the marital seclusion (a legal term with a sexual sense)',
    '(?:ال)?خلوة (?:ال)?(?:زوجية|شرعية)',
    'البرنامج الإقامي المكثف للزوجين',
  ),
  ar('clinical', '(?:ال)?إكلينيكي(?:ة)?', 'السريري'),
  ar('faith-sensitive', 'يراعي الإيمان', 'يراعي القيم الدينية'),
  ar('to answer', '(?:ن|ي|ت)جيب (?:على|عن)', 'نردّ على'),
  ar('by video', 'مكالمة مرئية', 'عبر الفيديو'),

  en('the couples retreat', englishWords('marriage retreats?'), 'couples retreat'),
  en('the cart page', englishWords('baskets?|bookings|my bookings'), 'cart'),
  en('the IP address', englishWords('internet address(?:es)?'), 'IP address'),
  en('logging in and out', englishWords('sign(?:ed|ing|s)?[- ]?(?:in|out)'), 'log in, log out'),
  en('the log-out action (Log In is the spec’s button)', englishWords('Log Out', 'g'), 'Log out'),
  en('British spelling in prose', englishWords('counseling|counselor|counselors'), 'counselling, counsellor'),
  en('British spelling in prose', englishWords('colors?'), 'colour'),
  en('a line answered at all times', englishWords('at any hour'), 'around the clock'),
  en('a permission', englishWords('may not change'), 'does not have permission to change'),
  en('ARFID by its name', englishWords('avoidant or restrictive'), 'avoidant/restrictive food intake disorder (ARFID)'),
  en(
    'a reply promise other than the one the site makes',
    englishWords('one working day'),
    'within two hours, 08:00–22:00 UAE time',
  ),
];

/** Uses of the same letters that are right, each with its reason. */
export const allowedUses: AllowedUse[] = [
  {
    phrase: 'Marriage Counseling',
    reason:
      'A name the spec quotes (menu: Treatments › Marriage Counseling): the page, its cards and the programme keep it.',
  },
  {
    phrase: 'Religious Counseling',
    reason: 'A name the spec quotes (menu: Teams › Religious Counseling): the team page and its cards keep it.',
  },
  {
    phrase: 'Color Scheme',
    reason: 'A name the spec quotes (the drawer’s "Color Scheme" action); the staff menu names its action the same.',
  },
  {
    file: 'src/showcase/showcase-meta.ts',
    phrase: 'Colors',
    reason: 'The spec quotes the showcase page titles, "Colors | Gamals UI" among them.',
  },
];
