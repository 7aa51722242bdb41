import type { InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation, type PersonaStyle, type SafetyPersona } from './persona';
import { health, MAGNESIUM, meds, NCCIH_ASHWAGANDHA, NCCIH_COQ10, NCCIH_GREEN_TEA, RHODIOLA_MANIA, VITAMIN_A, VITAMIN_E, WEIGHT_LOSS } from './persona-answers';

/**
 * The builders the unseen persona sets write their expectations with: where the text is typed, and
 * what a class rules out with the reference it comes from (the medicine's label first, then the
 * supplement's own sheet).
 *
 * What a class rules out, by what the reference says (the sixteenth to twentieth sets write their
 * expectations by it; each persona cites its own references):
 * - Anticoagulants (warfarin, acenocoumarol, DOACs, heparins), antiplatelets (aspirin, P2Y12
 *   inhibitors, cilostazol) and bleeding disorders: no vitamin E (NIH ODS vitamin E); warfarin: no
 *   CoQ10 either (NCCIH CoQ10). Chemotherapy: no vitamin E (NCI, the medicine's label, NIH ODS).
 * - Ashwagandha is left out with diabetes, blood-pressure, immunosuppressant, sedative,
 *   anti-seizure and thyroid medicines, autoimmune disease, hormone-sensitive prostate cancer,
 *   before an operation and in pregnancy and breastfeeding (NCCIH ashwagandha; NIH ODS "What You
 *   Need to Know" for telling the surgeon).
 * - Green tea extract is left out with liver disease and TB treatment (NCCIH green tea; the
 *   isoniazid, rifampicin and rifapentine labels), with ADHD stimulants (their labels) and with
 *   phenelzine (Nardil label: avoid excess caffeine).
 * - GLP-1 medicines and trouble swallowing: no swelling fibre (FDA 21 CFR 201.319).
 * - Isotretinoin: no multivitamin with vitamin A (NIH ODS vitamin A, the label).
 * - Lithium and bipolar disorder: no rhodiola (mania reports).
 * - Chronic kidney disease and dialysis: no magnesium (NIH ODS magnesium; NIDDK).
 * - Iron chelators, transfusional iron overload, haemochromatosis and sickle cell disease: no
 *   iron (the labels, NIH ODS iron, ASH, NIDDK); with a chelator no vitamin C supplement either,
 *   which raises iron absorption (NIH ODS vitamin C; NIDDK hemochromatosis; the Desferal label
 *   allows at most 200 mg a day and only under the doctor).
 * - Kidney stones and high blood calcium: no calcium with vitamin D (NIH ODS calcium, NIDDK).
 * - Quinolones and tetracyclines beside zinc, levothyroxine beside calcium, integrase inhibitors
 *   beside magnesium, calcium or zinc, deferiprone beside zinc: hours apart (NIH ODS, the labels).
 * - Classes whose reference asks for a caution rather than a removal (SSRIs/SNRIs, tricyclics,
 *   antipsychotics, MAOIs other than phenelzine, PPIs, statins, methotrexate, digoxin, diuretics,
 *   levodopa, hormonal contraception and HRT, bisphosphonates, heart-rhythm medicines,
 *   prescription omega-3, calcium antacids, G6PD deficiency, cancer treatment, an operation ahead,
 *   weight-loss surgery years ago) are only expected to be recognised (`only`).
 * - A medicine explicitly stopped, denied or named as someone else's beside the user's own is
 *   listed under `not`; over-cautious cases: the classes named must not be read (`denied`).
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

/** Merges a second expectation into one (products, words and classes once each, references joined). */
export const plus = (e: PersonaExpectation, extra: Partial<PersonaExpectation>): PersonaExpectation => {
  const merged = <T>(a?: readonly T[], b?: readonly T[]): T[] => [...new Set([...(a ?? []), ...(b ?? [])])];
  const not = merged(e.not, extra.not);
  return {
    no: merged(e.no, extra.no),
    mention: merged(e.mention, extra.mention),
    expect: merged(e.expect, extra.expect),
    ...(not.length > 0 ? { not } : {}),
    source: joined(e.source, extra.source),
  };
};

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
