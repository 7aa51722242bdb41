import type { Verdict } from './supplement-verdicts';

/** Texts of /medicine-check (docs/requirements.md, "Route: /medicine-check"). */
export const MEDICINE_CHECK_TEXTS = {
  title: 'Medicine and supplement checker',
  description:
    'Check a medicine or health condition against the supplements Sahha recommends: what is left out, kept to a lower dose, spaced apart or taken with care, with the source of each rule. In English or Arabic.',
  intro:
    'Type a medicine or a health condition, in English or Arabic, and pick it from the list. We show what it changes for each supplement we recommend, from the same rules that check every Sahha plan, with the source of each rule.',
  label: 'Medicine or condition',
  hint: 'A brand, a generic name or a condition, for example Marevan, metformin, pregnancy or وارفارين.',
  checkingHeading: 'You are checking',
  remove: 'Remove',
  removeLabel: (label: string) => `Remove ${label}`,
  empty: 'Pick a medicine or condition to see what it means for each supplement.',
  loading: 'Loading the rules...',
  error: 'The rules could not be loaded. Please try again.',
  retry: 'Try again',
  stopHeading: 'We would not recommend any supplement',
  supplementsHeading: 'Supplement by supplement',
  notesHeading: 'What your plan would also say',
  alreadyTakingHeading: 'If you already take supplements',
  sourcesHeading: 'Sources',
  because: (labels: readonly string[]) => `Because of ${labels.join(', ')}`,
  dosage: (dosage: string) => `Dose: ${dosage}`,
  source: 'Source',
  verdict: {
    exclude: 'Left out',
    limit: 'Lower dose',
    space: 'Spaced apart',
    caution: 'Take with care',
    none: 'No change',
  } satisfies Record<Verdict, string>,
  noRuleAfterStop: 'No rule of its own, but ask your doctor first, as above.',
  noRule: 'None of our rules changes it for what you are checking.',
  scope:
    'This checker covers the supplements Sahha recommends, not every interaction of your medicine with food, other medicines or other supplements. Your pharmacist can check those.',
  quizCta: 'Get a full plan checked against everything you take',
  takeQuiz: 'Take the Quiz',
} as const;
