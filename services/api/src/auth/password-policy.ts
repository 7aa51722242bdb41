import { Injectable } from '@nestjs/common';
import { AUTH_VALIDATION } from '@sahha/contracts';
import { type FeedbackType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

export const PASSWORD_MIN_LENGTH = 6;
/** Bounds the hashing work an attacker can ask for; argon2 itself accepts any length. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: AUTH_VALIDATION.password,
  tooLong: AUTH_VALIDATION.passwordTooLong,
  tooWeak: AUTH_VALIDATION.passwordTooWeak,
} as const;

/**
 * zxcvbn's score 2 and up: more than 10^6 guesses to find. Below it are the passwords of breach
 * lists and their predictable variants (NIST SP 800-63B: refuse values from breach corpuses,
 * dictionary words and context-specific words), which an attacker tries first against every account.
 */
const MIN_SCORE = 2;

/** Words of this site a password should not lean on, besides the person's own name and address. */
const SITE_WORDS = ['sahha', 'supplement', 'supplements', 'vitamin', 'uae', 'dubai'];

/**
 * The estimator's cost grows faster than the password for repeated and substituted patterns (a
 * 128-character 'Ab1!Ab1!…' took ~600 ms): it reads the first 32 characters, past which a password
 * is long enough on its own unless its start is weak, and tries at most 8 look-alike substitutions
 * ('p@ssw0rd' is still found). Worst case measured ~20 ms (docs/quality.md).
 */
const ESTIMATOR_OPTIONS = { maxLength: 32, l33tMaxSubstitutions: 8 } as const;

/** "This password is too easy to guess. This is a commonly used password. Add more words…" */
export function weakPasswordMessage(feedback: FeedbackType): string {
  return [`${PASSWORD_MESSAGES.tooWeak}.`, feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
}

/**
 * The rules of docs/requirements.md "Route: /auth" plus a strength check (zxcvbn-ts with its common
 * and English dictionaries), shared by register, password change and reset.
 */
@Injectable()
export class PasswordPolicy {
  private readonly estimator = new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
    ...ESTIMATOR_OPTIONS,
  });

  /**
   * The reason the password is refused, or null when it is acceptable. `personal`: what the account
   * holder's name and address give away ('Layla2024' for Layla), when known.
   */
  check(password: string, personal: readonly string[] = []): string | null {
    if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
    if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
    const { score, feedback } = this.estimator.check(password, [...personalWords(personal), ...SITE_WORDS]);
    return score >= MIN_SCORE ? null : weakPasswordMessage(feedback);
  }
}

/** Each value whole (an address without its domain) and its words: 'hessa.alnuaimi@…' gives 'hessa.alnuaimi', 'hessa', 'alnuaimi'. */
function personalWords(personal: readonly string[]): string[] {
  const wholes = personal.map((value) => value.toLowerCase().replace(/@.*$/, ''));
  const words = wholes.flatMap((value) => value.split(/[^\p{L}\p{N}]+/u));
  return [...new Set([...wholes, ...words])].filter((word) => word.length >= 3);
}
