import { SESSION_COOKIE_NAME, SESSION_LIFETIME_DAYS, STORAGE_KEYS } from '@sahha/contracts';

/**
 * The session cookie the API sets (rolling), from the same constants the API uses. Over https (the
 * site as visitors see it) its name carries the `__Host-` prefix (contracts' SECURE_SESSION_COOKIE_NAME,
 * spelled out here so this remote also runs against a shell whose contracts predate that export).
 */
export const SESSION_COOKIE = { name: SESSION_COOKIE_NAME, secureName: `__Host-${SESSION_COOKIE_NAME}`, lifetimeDays: SESSION_LIFETIME_DAYS } as const;

export interface StorageItem {
  key: string;
  purpose: string;
  contents: string;
}

/** Every localStorage key the front end writes (STORAGE_KEYS), with why and what it holds. */
export const LOCAL_STORAGE_ITEMS: readonly StorageItem[] = [
  {
    key: STORAGE_KEYS.recommendations,
    purpose: 'Shows your results after the quiz, also when you are not signed in.',
    contents: 'The recommendations from your most recent quiz.',
  },
  {
    key: STORAGE_KEYS.quizData,
    purpose: 'Shows the personalisation summary and safety notes beside your results.',
    contents:
      "Your quiz answers, with your medication text and additional health information replaced by 'none' or 'provided', and the safety notes for your plan.",
  },
  {
    key: STORAGE_KEYS.theme,
    purpose: 'Remembers the colour theme you chose.',
    contents: "'light', 'dark' or 'system'.",
  },
  {
    key: STORAGE_KEYS.stickyCtaDismissed,
    purpose: 'Remembers that you closed the quiz bar at the bottom of some blog articles, so it stays closed.',
    contents: "'true'.",
  },
];
