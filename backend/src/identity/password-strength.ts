/**
 * Refuses passwords an attacker guesses first. zxcvbn (the maintained TypeScript port) matches
 * a password against some 40,000 of the most used passwords, common names and words, keyboard
 * walks, repeats, sequences and dates, and estimates how many guesses it would take; below score 3
 * (about 10^8 guesses, its authors' threshold for an online attack) the password is refused.
 * The dictionaries load once, on the first check (about 50 ms), not at start.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

export const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;
const zxcvbn = () => (estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));

/** Why a password is weak, in a sentence a person acts on; by zxcvbn's warning keys. */
const REASONS: Record<string, string> = {
  topTen: 'it is one of the ten most used passwords',
  topHundred: 'it is one of the hundred most used passwords',
  common: 'it is one of the most used passwords',
  similarToCommon: 'it is a small change to one of the most used passwords',
  wordByItself: 'a single word is easy to guess',
  namesByThemselves: 'a name on its own is easy to guess',
  commonNames: 'common names are easy to guess',
  userInputs: 'it contains your email or name',
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a keyboard pattern',
  simpleRepeat: 'it repeats the same characters',
  extendedRepeat: 'it repeats the same characters',
  sequences: 'it is a sequence like abc or 123',
  recentYears: 'it contains a recent year',
  dates: 'it contains a date',
};

/** The account's own words: its email, the email's name part and its pieces, the name's words. */
export function personalWords(email: string, name: string | null | undefined): string[] {
  const local = email.split('@')[0] ?? '';
  return [email, local, ...local.split(/[._+-]+/), ...(name ? [name, ...name.split(/\s+/)] : [])].filter((word) => word.length >= 3);
}

/**
 * Null when the password is strong enough, else the sentence that says why it is refused.
 * The account's email and name count as known words: "ada.lovelace" is weak for Ada Lovelace.
 */
export function passwordWeakness(password: string, userInputs: string[] = []): string | null {
  const result: ZxcvbnResult = zxcvbn().check(password, userInputs.filter(Boolean));
  if (result.score >= MIN_SCORE) return null;
  const reason = (result.feedback.warning && REASONS[result.feedback.warning]) || 'it would be guessed quickly';
  return `Password is too easy to guess: ${reason}. Use a longer password, such as a few unrelated words`;
}
