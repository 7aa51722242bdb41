import type { InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import type { ProductKey } from '../../src/catalog/knowledge';
import { quizAnswers } from '../quiz-answers';

/** How the persona typed it; `npm run report:safety` counts pass/fail per class and per style. */
export const PERSONA_STYLES = [
  'english',
  'brand',
  'arabic',
  'transliteration',
  'typo',
  'multi',
  'negation',
  'vague',
  'health-box',
  'dose',
] as const;
export type PersonaStyle = (typeof PERSONA_STYLES)[number];

/**
 * One safety persona, written from a reference before the engine is run on it. The answers are
 * merged over BASE_PERSONA_ANSWERS; goals and concerns are chosen so that, without the class, at
 * least one product of `mustNotRecommend` would be in the plan (the runner checks this).
 */
export interface SafetyPersona {
  /** '<class>-<style>-<n>' (its own cls and style, n a number), unique across all sets. */
  id: string;
  /** The class the persona exercises (the report groups by it). */
  cls: InteractionClass;
  style: PersonaStyle;
  answers: Partial<QuizAnswers>;
  /** Catalog products that must not be in the plan. */
  mustNotRecommend: readonly ProductKey[];
  /** Each must appear (case-insensitive) in the plan's safety notes, an item's cautions or the stop message. */
  mustMention: readonly string[];
  /** Classes that must be recognised. */
  expectClasses: readonly InteractionClass[];
  /** Classes that must not be recognised (explicit "stopped X" negations only). */
  notClasses?: readonly InteractionClass[];
  /**
   * The reference the expectation comes from (NIH ODS, NCCIH, LiverTox, the medicine's label…):
   * https links joined by " ; ", each from a publisher of ALLOWED_REFERENCES (references.ts).
   */
  source: string;
}

export const BASE_PERSONA_ANSWERS: QuizAnswers = quizAnswers({
  gender: 'female',
  age: '36-45',
  diet: 'omnivore',
  goals: ['stress', 'energy', 'aging'],
  lifestyle: 'moderate',
});

/** What a persona set writes for each persona: the products left out, words shown, classes read or not, and the reference. */
export interface PersonaExpectation {
  no?: readonly ProductKey[];
  mention?: readonly string[];
  expect?: readonly InteractionClass[];
  not?: readonly InteractionClass[];
  source: string;
}

/** A persona numbered `n`, its id built from its class and style ('<class>-<style>-<n>'). */
export function persona(n: number, cls: InteractionClass, style: PersonaStyle, answers: Partial<QuizAnswers>, e: PersonaExpectation): SafetyPersona {
  return {
    id: `${cls}-${style}-${n}`,
    cls,
    style,
    answers,
    mustNotRecommend: e.no ?? [],
    mustMention: e.mention ?? [],
    expectClasses: e.expect ?? [],
    ...(e.not ? { notClasses: e.not } : {}),
    source: e.source,
  };
}
