import { CONCEPT_PICKER_TEXTS, INTERACTION_CLASS_LABELS, conceptLabel, type ConceptRef, type ScreeningSummary, unidentifiedTextNote } from '@sahha/contracts/quiz';

export const WHAT_WE_CHECKED_TEXTS = {
  heading: 'What we checked',
  intro: 'We checked every product in this plan against:',
} as const;

export interface WhatWeChecked {
  /** Labels of the recognised classes, medicines first, each once. */
  labels: string[];
  /** The 'could not identify' line, unless the safety notes already say it. */
  unidentifiedNote: string | null;
}

/**
 * The 'What we checked' part of the plan, from the stored screening summary (classes only).
 * Null when there is nothing to say: a plan stored before the summary existed, or no typed text.
 */
export function whatWeChecked(screening: ScreeningSummary | undefined, safetyNotes: readonly string[]): WhatWeChecked | null {
  if (!screening) return null;
  const classes = [...new Set([...screening.medicationClasses, ...screening.healthInfoClasses])];
  const labels = classes.map((item) => INTERACTION_CLASS_LABELS[item]);
  // The engine's safety notes carry the same sentence (one wording, from contracts): never say it twice.
  const note = screening.unidentified.length > 0 ? unidentifiedTextNote(screening.unidentified) : null;
  const unidentifiedNote = note && !safetyNotes.includes(note) ? note : null;
  return labels.length > 0 || unidentifiedNote ? { labels, unidentifiedNote } : null;
}

/**
 * "We checked your plan against: Blood thinner (anticoagulant) — warfarin; …": the concepts the
 * person confirmed (or the reader found and they left), by our names. Null when none were kept.
 */
export function checkedAgainstLine(checked: readonly ConceptRef[] | undefined): string | null {
  if (!checked || checked.length === 0) return null;
  return `${CONCEPT_PICKER_TEXTS.checkedAgainst}${checked.map(conceptLabel).join('; ')}.`;
}
