import { toLatinDigits } from '../forms/digits.ts';
import { MATCH_REASONS, type MatchReason } from '../pipeline.ts';

/**
 * Keys for "this enquiry may come from someone who wrote before": two enquiries are worth a
 * second look when a key is equal. Pure functions; the keys are only ever compared for equality.
 */

/**
 * The last 9 digits. UAE and Saudi mobiles have 9 national digits, Egyptian and US numbers 10,
 * so 9 identify a number whichever country prefix (+971, 00971) or trunk 0 stands in front of it.
 */
export function phoneKey(text: string | null): string | null {
  const digits = toLatinDigits(text ?? '').replace(/\D/g, '');
  return digits.length < 7 ? null : digits.slice(-9);
}

export function emailKey(text: string | null): string | null {
  return text?.trim().toLowerCase() || null;
}

/*
 * Names: each word becomes a skeleton that Arabic and Latin spellings share. Arabic is written in
 * Latin letters first; then short vowels go (Arabic does not write them), and what both scripts do
 * write is kept: a vowel at the start (Ahmed ≠ Hamad), a long i/u before the final consonant
 * (Hussein ≠ Hassan, Mahmoud ≠ Mohamed) and the vowel ending (Ali ≠ Alia, عمر ≠ عمرو).
 * Known limits, for staff to judge: a single Latin i/u reads as short (as in Khalid = خالد), so
 * Samir ≠ سمير and Mahmud = Mohamed, where Sameer and Mahmoud are right; names that differ only by
 * a vowel inside a word share a key (Amina = Amna, Osama = Asma); a final Latin "ah" is read as ة,
 * so Salah ≠ صلاح.
 */

/** Arabic letters as Latin spellings write them; ع and ء are a glottal "'", read like a vowel. */
// prettier-ignore
const ARABIC: Record<string, string> = {
  ا: 'a', ٱ: 'a', ى: 'a', ة: 'a', ب: 'b', ت: 't', ث: 'th', ج: 'j', ح: 'h', خ: 'kh', د: 'd', ذ: 'd',
  ر: 'r', ز: 'z', س: 's', ش: 'sh', ص: 's', ض: 'd', ط: 't', ظ: 'd', ع: "'", ء: "'", غ: 'gh', ف: 'f',
  ق: 'q', ك: 'k', ک: 'k', ل: 'l', م: 'm', ن: 'n', ه: 'h', و: 'w', ي: 'y', ی: 'y', پ: 'p', گ: 'g', ڤ: 'v',
};
/** Letters that different spellings use for one Arabic sound: Qasim/Kasim, Gamal/Jamal; v for ف, p for ب. */
const SOUND: Record<string, string> = { q: 'k', c: 'k', g: 'j', v: 'f', p: 'b' };
/** "bin", "bint", "ibn" and بن, بنت, ابن join a name to the father's and say nothing about the person. */
const CONNECTORS = new Set(['bin', 'bint', 'ibn', 'ben', 'bn', 'bnt', 'abn']);

interface Word {
  text: string;
  /** Latin spellings double a consonant for a shadda; Arabic never doubles one (ش + ح in الشحي). */
  latin: boolean;
}

function spell(word: string): Word {
  if (/[\u0600-\u06FF]/.test(word)) {
    // A final ه is the ة of نوره, ساره as often typed, or the end of الله; both read as "a".
    return { text: [...word.replace(/ه$/, 'ة')].map((c) => ARABIC[c] ?? c).join(''), latin: false };
  }
  const text = word
    .replace(/dh/g, 'd') // Gulf "dh" for ض ظ ذ: Ramadhan, Dhaheri
    .replace(/ph/g, 'f')
    .replace(/ch/g, 'sh') // French spellings: Aicha, Rachid
    .replace(/[ae]h$/, 'a') // Sarah, Fatmeh, Abdallah: the h of ة/ه is silent
    .replace(/([^aeiouyw'])e$/, '$1'); // French silent e: Amine, Abderrahmane
  // عمرو ends in a silent و that tells it from عمر (Omar); Latin marks it by writing no vowel: give it back.
  return { text: text === 'amr' ? 'amru' : text, latin: true };
}

/** "al", "el", "ال" (and آل, "family of") on their own, or assimilated: "ash Shamsi", "an Nahyan". */
const isArticle = (word: string, next: string) =>
  /^[aeiu]l$/.test(word) || (/^[ae](sh|[dnrstz])$/.test(word) && next.startsWith(word.slice(1)));
/** A joined article (Alshamsi, الشامسي), unless no consonant follows: Ali, Alia, Alaa stay as they are. */
const ATTACHED_ARTICLE = /^[aei]l(?=.*[^aeiouyw'])/;
/** The article after Abd: Abdullah, Abdelaziz, عبدالرحمن, and the assimilated Abdurrahman. */
const ABD_ARTICLE = /^[aeiou]l|^[aeiou](?=([^aeiou'])\1)/;

/** A long vowel before the final consonant: Latin ee/ei/ai/ia/y or ou/oo/w, Arabic ي or و. */
function longVowel(run: string): string {
  const v = run.replace(/'/g, '');
  if (v.includes('y') || (v.length > 1 && /[ie]/.test(v))) return 'i';
  return /w|ou|oo|uu|au/.test(v) ? 'u' : '';
}

/** The vowels a word ends with: i (Ali, علي), u (عمرو), a (Sara, سارة), or both (Alia, عالية). */
function ending(run: string): string {
  return (/[iy]|ee/.test(run) ? 'i' : /[ouw]/.test(run) ? 'u' : '') + (run.endsWith('a') ? 'a' : '');
}

function skeleton({ text, latin }: Word): string {
  const consonants: string[] = [];
  const runs = ['']; // runs[k]: the vowels before consonant k; the last one, the vowels after them all
  [...text].forEach((letter, i) => {
    // y and w are vowels (Maryam, Marwan, مريم, محمود) except at the start: Yusuf, Walid.
    if ("aeiou'".includes(letter) || (i > 0 && 'yw'.includes(letter))) {
      runs[runs.length - 1] += letter;
      return;
    }
    const consonant = SOUND[letter] ?? letter;
    if (latin && consonant === consonants.at(-1) && runs.at(-1) === '') return;
    consonants.push(consonant);
    runs.push('');
  });
  const start = runs[0] ? 'a' : '';
  const end = (runs.at(-1) ?? '').replace(/'/g, '');
  if (end || consonants.length === 0) return start + consonants.join('') + ending(end);
  return start + consonants.slice(0, -1).join('') + longVowel(runs.at(-2) ?? '') + consonants.at(-1);
}

/**
 * A spelling- and script-independent key of each word of a name, in order: Khalid and خالد give
 * the same. What the inbox's search compares with the words of a stored name's key.
 */
export function nameWordKeys(name: string): string[] {
  const words = name
    .toLowerCase()
    .normalize('NFKD') // also splits أ إ آ ؤ ئ into a letter and a hamza mark
    .replace(/[\p{M}\u0640]/gu, '') // accents, harakat, hamza marks, tatweel
    .replace(/[’‘ʼʿʾ`]/g, "'")
    .split(/[^\p{L}']+/u)
    .filter((word) => /\p{L}/u.test(word))
    .map(spell);
  const keys: string[] = [];
  let abd = false; // "Abd", "Abdul", عبد: the name goes on in the next word
  words.forEach((word, i) => {
    if (CONNECTORS.has(word.text) || isArticle(word.text, words[i + 1]?.text ?? '')) return;
    const text = word.text.replace(ATTACHED_ARTICLE, '');
    const rest = /^['a]bd(.*)$/.exec(text)?.[1]?.replace(ABD_ARTICLE, '');
    if (rest === '') {
      abd = true;
      return;
    }
    // Abd and what follows make one word: Abdullah = Abd Allah = عبد الله.
    keys.push((abd || rest !== undefined ? 'abd' : '') + skeleton({ ...word, text: rest ?? text }));
    abd = false;
  });
  return keys;
}

/**
 * A full name's key, or null for fewer than two words (a given name alone would match half the
 * inbox). The words keep their order: "Mohamed Ali" (Mohamed, son of Ali) and "Ali Mohamed" are
 * different people.
 */
export function nameKey(name: string): string | null {
  const keys = nameWordKeys(name);
  return keys.length < 2 ? null : keys.join(' ');
}

export function namesMatch(a: string, b: string): boolean {
  const key = nameKey(a);
  return key !== null && key === nameKey(b);
}

/** An item's keys, by the reason an equal one gives: what the server stores and the mock compares. */
export const matchKeys = (item: {
  name: string;
  phone: string | null;
  email: string | null;
}): Record<MatchReason, string | null> => ({
  phone: phoneKey(item.phone),
  email: emailKey(item.email),
  name: nameKey(item.name),
});

/** The reasons two items' keys give for a second look, in MATCH_REASONS order. */
export const sharedKeys = (a: Record<MatchReason, string | null>, b: Record<MatchReason, string | null>) =>
  MATCH_REASONS.filter((reason) => a[reason] !== null && a[reason] === b[reason]);
