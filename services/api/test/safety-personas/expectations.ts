import type { InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation, type PersonaStyle, type SafetyPersona } from './persona';
import { health, meds, NCCIH_ASHWAGANDHA, NCCIH_GREEN_TEA, VITAMIN_E, WEIGHT_LOSS } from './persona-answers';

/**
 * The builders the unseen persona sets write their expectations with: where the text is typed, and
 * what a class rules out with the reference it comes from (the medicine's label first, then the
 * supplement's own sheet).
 */

/** Typed into the medicines box (question 8). */
export function onMeds(n: number, cls: InteractionClass, style: PersonaStyle, text: string, preset: Partial<QuizAnswers>, e: PersonaExpectation): SafetyPersona {
  return persona(n, cls, style, { ...preset, ...meds(text) }, e);
}

/** Typed into the health box (question 9). */
export function onHealth(n: number, cls: InteractionClass, style: PersonaStyle, text: string, preset: Partial<QuizAnswers>, e: PersonaExpectation): SafetyPersona {
  return persona(n, cls, style, { ...preset, ...health(text) }, e);
}

/** 21 CFR 201.319: a bulk fibre that swells needs a warning; with a GLP-1 medicine emptying the stomach slowly it is left out. */
export const FDA_SWELLING_GUMS = 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfcfr/CFRSearch.cfm?fr=201.319';

/** The label (or another reference) first, then the supplement's own sheet, without repeating a link. */
export const joined = (...links: (string | undefined)[]): string => [...new Set(links.filter((l): l is string => !!l))].join(' ; ');

export const noVitaminE = (label: string, cls: InteractionClass, extra: Partial<PersonaExpectation> = {}): PersonaExpectation => ({
  no: ['vitamin-e', ...(extra.no ?? [])],
  expect: [cls, ...(extra.expect ?? [])],
  not: extra.not,
  source: joined(label, VITAMIN_E, extra.source),
});

export const noAshwagandha = (label: string, cls: InteractionClass, extra: Partial<PersonaExpectation> = {}): PersonaExpectation => ({
  no: ['ashwagandha', ...(extra.no ?? [])],
  expect: [cls, ...(extra.expect ?? [])],
  not: extra.not,
  source: joined(label, NCCIH_ASHWAGANDHA, extra.source),
});

export const noGreenTea = (label: string, cls: InteractionClass, extra: Partial<PersonaExpectation> = {}): PersonaExpectation => ({
  no: ['green-tea-extract', ...(extra.no ?? [])],
  expect: [cls, ...(extra.expect ?? [])],
  source: joined(label, NCCIH_GREEN_TEA, extra.source),
});

export const glp1 = (label: string): PersonaExpectation => ({
  no: ['glucomannan'],
  expect: ['glp1_agonist'],
  source: joined(label, FDA_SWELLING_GUMS, WEIGHT_LOSS),
});

/** A mineral kept but spaced by hours from the medicine. */
export const spacing = (label: string, cls: InteractionClass, mineral: string, extra: Partial<PersonaExpectation> = {}): PersonaExpectation => ({
  no: extra.no,
  mention: ['hours'],
  expect: [cls, ...(extra.expect ?? [])],
  source: joined(label, mineral),
});

/** Only the class must be read (the reference asks for a caution, no product left out). */
export const only = (cls: InteractionClass, source: string, more: readonly InteractionClass[] = []): PersonaExpectation => ({ expect: [cls, ...more], source });

/** Healthy: these classes must not be read. */
export const denied = (not: readonly InteractionClass[], source: string): PersonaExpectation => ({ not, source });
