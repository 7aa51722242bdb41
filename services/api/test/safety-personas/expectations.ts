import type { InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation, type PersonaStyle, type SafetyPersona } from './persona';
import { health, MAGNESIUM, meds, NCCIH_ASHWAGANDHA, NCCIH_COQ10, NCCIH_GREEN_TEA, RHODIOLA_MANIA, VITAMIN_A, VITAMIN_E, WEIGHT_LOSS } from './persona-answers';

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

/** A blood thinner: no vitamin E, and no CoQ10 (NCCIH: it may make warfarin work less well). */
export const warfarinLike = (label: string, extra: Partial<PersonaExpectation> = {}): PersonaExpectation =>
  noVitaminE(label, 'anticoagulant', { no: ['coq10'], expect: extra.expect, not: extra.not, source: joined(NCCIH_COQ10, extra.source) });

/** No rhodiola where it can tip mood (the rhodiola–mania case report). */
export const noRhodiola = (label: string, cls: InteractionClass, extra: Partial<PersonaExpectation> = {}): PersonaExpectation => ({
  no: ['rhodiola-rosea', ...(extra.no ?? [])],
  expect: [cls, ...(extra.expect ?? [])],
  not: extra.not,
  source: joined(label, RHODIOLA_MANIA, extra.source),
});

/** Kidney disease: no magnesium. */
export const noMagnesium = (label: string): PersonaExpectation => ({ no: ['magnesium'], expect: ['kidney_disease'], source: joined(label, MAGNESIUM) });

/** A retinoid: no multivitamin (its vitamin A adds to the medicine's). */
export const noMultivitamin = (label: string): PersonaExpectation => ({ no: ['multivitamin'], expect: ['retinoid'], source: joined(label, VITAMIN_A) });

/** Pregnant or breastfeeding: no ashwagandha, with any other class read and its reference. */
export const pregnant = (more: readonly InteractionClass[] = [], source?: string): PersonaExpectation =>
  noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding', { expect: [...more], source });

/** Only the class must be read (the reference asks for a caution, no product left out). */
export const only = (cls: InteractionClass, source: string, more: readonly InteractionClass[] = []): PersonaExpectation => ({ expect: [cls, ...more], source });

/** Healthy: these classes must not be read. */
export const denied = (not: readonly InteractionClass[], source: string): PersonaExpectation => ({ not, source });
