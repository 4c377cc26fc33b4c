import { foldSearchText } from '../reference/fold-name.js';
import { findContactDetails } from './listing-contact.js';

// Issue 24: words a listing may not carry (refused in titles, flagged for moderation in
// descriptions). Kept as data: add a word here, spelled plainly; the matcher folds it and the text
// the same way (foldSearchText), so diacritics, tatweel, letter variants and spaced letters meet it.
// Insults, and goods that may not be sold on Souqna (drugs, weapons).
export const BLOCKED_WORDS: readonly string[] = [
  // English
  'fuck',
  'fucking',
  'motherfucker',
  'shit',
  'bitch',
  'bastard',
  'asshole',
  'whore',
  'slut',
  'cocaine',
  'heroin',
  'hashish',
  'captagon',
  'methamphetamine',
  'crystal meth',
  'kalashnikov',
  'ak47',
  'hand grenade',
  // Arabic
  'كس',
  'كسمك',
  'شرموطة',
  'شرموط',
  'عرص',
  'منيك',
  'منيوك',
  'قحبة',
  'زب',
  'حشيش',
  'حشيشة',
  'كوكايين',
  'هيروين',
  'كبتاغون',
  'كبتاجون',
  'مخدرات',
  'كلاشنكوف',
  'كلاشن',
  'ذخيرة',
];

// Proclitics Arabic glues to a word ("والحشيش", "بالكبتاغون"). One-letter ones only before longer
// words: "ب" + "كس" is "بكس", a pick-up truck.
const LONG_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ب', 'ف', 'ل', 'ك'];
const SHORT_PREFIXES = ['وال', 'بال', 'ال'];

const folded = BLOCKED_WORDS.map((word) => foldSearchText(word).split(' '));

/**
 * The words of a folded text, with runs of single letters joined back ("f u c k", "ح ش ي ش") so
 * spacing a word out does not hide it.
 */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  let letters = '';
  for (const token of foldSearchText(text).split(' ')) {
    if ([...token].length === 1) {
      letters += token;
      continue;
    }
    if (letters) words.push(letters);
    letters = '';
    if (token) words.push(token);
  }
  if (letters) words.push(letters);
  return words;
}

function sameWord(word: string, blocked: string) {
  if (word === blocked) return true;
  // English plurals ("bitches", "bastards").
  if (/^[a-z]+$/.test(blocked) && (word === `${blocked}s` || word === `${blocked}es`)) return true;
  const prefixes = [...blocked].length >= 4 ? LONG_PREFIXES : SHORT_PREFIXES;
  return prefixes.some((prefix) => word === prefix + blocked);
}

/** The blocked words (as listed in BLOCKED_WORDS) a text contains, once each; empty when clean. */
export function findBlockedWords(text: string): string[] {
  const words = wordsOf(text);
  const found: string[] = [];
  for (const [index, parts] of folded.entries()) {
    const hit = words.some((_, start) =>
      parts.every((part, offset) => sameWord(words[start + offset] ?? '', part)),
    );
    if (hit) found.push(BLOCKED_WORDS[index]!);
  }
  return found;
}

/**
 * Why a title is refused, the server's error code, or null: contact details (buyers reach the
 * seller through Souqna) before blocked words. The server refuses with it and the listing wizard
 * says the same before sending.
 */
export function titleProblem(title: string): 'CONTACT_DETAILS_IN_TITLE' | 'BLOCKED_WORDS_IN_TITLE' | null {
  if (findContactDetails(title).length > 0) return 'CONTACT_DETAILS_IN_TITLE';
  if (findBlockedWords(title).length > 0) return 'BLOCKED_WORDS_IN_TITLE';
  return null;
}
