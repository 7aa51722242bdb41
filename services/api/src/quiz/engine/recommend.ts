import { type TimeOfDay } from '@sahha/contracts';
import { INTERACTION_CLASSES, type EngineRecommendation, type Goal, type HealthConcern, type InteractionClass, type QuizAnswers, type SafetyStop, type ScreenedField, unidentifiedTextNote } from '@sahha/contracts/quiz';
import {
  CURRENT_SUPPLEMENT_NUTRIENTS,
  DIETARY_BASELINE,
  NUTRIENTS,
  NUTRIENT_LABELS,
  NUTRIENT_UNITS,
  SUPPLEMENTS,
  supplementByKey,
  upperLimitsFor,
  type EvidenceForUse,
  type EvidenceUse,
  type Nutrient,
  type NutrientAmounts,
  type ProductKey,
  type SupplementKnowledge,
} from '../../catalog/knowledge';
import { BROAD_PROFILE_MIN_CLASSES, CLASS_RULES, PRODUCT_RULES, PRODUCT_RULES_BY_CLASS, exclusionCount, productCautions } from '../../clinical/knowledge-base';
import { ORGAN_HINTS, type OrganHint } from '../../clinical/concepts/organ-hints';
import { screenAnswers } from '../../clinical/screening';
import type { RuleAction } from '../../clinical/types';
import { alreadyTakingKeys, splitTypedSupplements } from './already-taking';
import { FALLBACK_ORDER, SCORING_RULES, type RuleContext } from './engine-rules';
import { antacidCalciumPerDay, type AntacidCalcium } from './antacid-calcium';
import { typedDoseAmounts, typedDoses, type TypedDose } from './typed-supplements';

export const MIN_RECOMMENDATIONS = 3;
export const MAX_RECOMMENDATIONS = 6;
/** Keeps a product the user already takes competitive with new suggestions. */
const ALREADY_TAKING_BONUS = 3;
const REASONS_SHOWN = 2;

/** Classes found by an earlier screening; when given, the engine does not re-read the text. */
export interface MedicationScreening {
  detectedClasses: readonly InteractionClass[];
  /** Answers whose text could not be identified (the engine then leaves out broad-profile products). */
  unidentified?: readonly ScreenedField[];
  /** Some answer is partly in a script the reader holds in part or not at all (the engine then plans nothing any class rules out). */
  otherScript?: boolean;
  /** Organ hints in words the reader read as nothing (ORGAN_HINTS ids): the engine leaves out what those organs' conditions rule out. */
  hints?: readonly string[];
}

export interface EngineResult {
  recommendations: EngineRecommendation[];
  safetyNotes: string[];
  safetyStop: SafetyStop | null;
  detectedClasses: InteractionClass[];
  unidentified: ScreenedField[];
}

export const HORMONE_NOTE =
  'You mentioned hormone concerns: thyroid, menstrual, PCOS, menopause or testosterone symptoms need a doctor’s assessment and blood tests; supplements are not a substitute.';

const MORNING_TIMES: readonly TimeOfDay[] = ['morning', 'breakfast'];
const AWAY_FROM_MORNING_TIME: TimeOfDay = 'dinner';

type Exclusion = Extract<RuleAction, { kind: 'exclude' }>;
type Limit = Extract<RuleAction, { kind: 'limit' }>;

interface Reason {
  points: number;
  text: string;
  use: EvidenceUse;
}

interface Candidate {
  item: SupplementKnowledge;
  score: number;
  reasons: Reason[];
  alreadyTaking: boolean;
}

interface PlanItem {
  candidate: Candidate;
  dosage: string;
  cautions: string[];
  timeOfDay: TimeOfDay;
}

/** Ordered, de-duplicated list of user-facing notes. */
class Notes {
  private readonly seen = new Set<string>();
  readonly list: string[] = [];
  add(note: string): void {
    if (this.seen.has(note)) return;
    this.seen.add(note);
    this.list.push(note);
  }
}

function detect(answers: QuizAnswers, screening?: MedicationScreening): { classes: InteractionClass[]; unidentified: ScreenedField[]; otherScript: boolean; hints: string[] } {
  if (screening) {
    const given = new Set(screening.detectedClasses);
    return {
      classes: INTERACTION_CLASSES.filter((cls) => given.has(cls)),
      unidentified: [...(screening.unidentified ?? [])],
      otherScript: screening.otherScript ?? false,
      hints: [...(screening.hints ?? [])],
    };
  }
  const read = screenAnswers(answers);
  return { classes: read.classes, unidentified: read.unidentified, otherScript: read.otherScript, hints: read.hints };
}

const HINTS_BY_ID: ReadonlyMap<string, OrganHint> = new Map(ORGAN_HINTS.map((h) => [h.id, h]));

/**
 * What the organ hints leave out: every product that a class of a hint excludes, when that class was
 * not read (a read class applies its own rules), each with the hint that left it out. Pregnancy
 * hints apply to anyone but a man.
 */
function hintedExclusions(hints: readonly string[], classes: ReadonlySet<InteractionClass>, gender: QuizAnswers['gender']): Map<ProductKey, Exclusion> {
  const excluded = new Map<ProductKey, Exclusion>();
  for (const hint of hints.flatMap((id) => HINTS_BY_ID.get(id) ?? [])) {
    if (hint.womenOnly === true && gender === 'male') continue;
    const unread = new Set(hint.classes.filter((cls) => !classes.has(cls)));
    for (const rule of PRODUCT_RULES) {
      if (rule.action.kind !== 'exclude' || !rule.classes.some((cls) => unread.has(cls)) || excluded.has(rule.product)) continue;
      const name = supplementByKey.get(rule.product)?.name ?? rule.product;
      excluded.set(rule.product, {
        kind: 'exclude',
        note: `We left out ${name}: you told us something about ${hint.about} that we could not fully read, and ${name} is not safe with some of those conditions. Please ask your doctor or pharmacist before taking it.`,
      });
    }
  }
  return excluded;
}

/** The first detected class, in contract order, for which no supplement advice is safe. */
function hardStop(classes: readonly InteractionClass[]): SafetyStop | null {
  for (const reason of classes) {
    const message = CLASS_RULES[reason].hardStop;
    if (message) return { reason, message };
  }
  return null;
}

/**
 * Products with the broadest interaction profiles (see BROAD_PROFILE_MIN_CLASSES) and the
 * products capped by several classes: what unidentified text leaves out or caps.
 */
const BROAD_PROFILE_PRODUCTS: ReadonlySet<ProductKey> = new Set(SUPPLEMENTS.map((s) => s.key).filter((k) => exclusionCount(k) >= BROAD_PROFILE_MIN_CLASSES));
const SEVERAL_CLASSES_LIMITS: ReadonlyMap<ProductKey, Limit> = (() => {
  const map = new Map<ProductKey, Limit>();
  for (const item of SUPPLEMENTS) {
    const limits = PRODUCT_RULES.filter((r) => r.product === item.key && r.action.kind === 'limit');
    const classes = new Set(limits.flatMap((r) => r.classes));
    if (classes.size >= 2 && limits[0].action.kind === 'limit') map.set(item.key, limits[0].action);
  }
  return map;
})();

/**
 * Every product some medicine or condition rules out or must be spaced from: what an answer partly in
 * a script we cannot fully read leaves out (a spacing we cannot tell the person is no spacing).
 */
const RULED_OUT_BY_SOME_CLASS: ReadonlySet<ProductKey> = new Set(PRODUCT_RULES.filter((r) => r.action.kind === 'exclude' || r.action.kind === 'space').map((r) => r.product));

function otherScriptExclusion(name: string): Exclusion {
  return {
    kind: 'exclude',
    note: `We left out ${name} because part of what you typed is in a script we cannot fully read yet, so we could not check all of it against your medicines and conditions. Type them in English or Arabic for a full plan.`,
  };
}

function broadProfileExclusion(name: string): Exclusion {
  return {
    kind: 'exclude',
    note: `We left out ${name} because it interacts with many medicines and conditions, and we could not identify everything you typed.`,
  };
}

function addAmounts(into: Record<Nutrient, number>, amounts: NutrientAmounts): void {
  for (const n of NUTRIENTS) into[n] += amounts[n] ?? 0;
}

function emptyAmounts(): Record<Nutrient, number> {
  return Object.fromEntries(NUTRIENTS.map((n) => [n, 0])) as Record<Nutrient, number>;
}

/** One item of the typed current-supplements answer: the doses it states and the products it names. */
interface TypedItem {
  doses: TypedDose[];
  products: Set<ProductKey>;
}

/** The typed current-supplements answer, read once per quiz. */
function readTypedSupplements(text: string): TypedItem[] {
  return splitTypedSupplements(text).map((item) => ({ doses: typedDoses(item), products: alreadyTakingKeys([], item) }));
}

/**
 * Nutrients the user's current supplements supply. A typed dose ("D3 5000 IU", "Vitamin D
 * 50,000 IU weekly") counts as typed, per day, and replaces the ticked box of the same product;
 * otherwise ticked boxes and products named in the text count at conservative typical amounts.
 * Medicines that are also a nutrient source (a calcium antacid) count at the number of tablets a
 * day the person typed, else at their class's usual daily dose, so they reach the same
 * upper-limit check as a supplement.
 */
function currentStack(
  answers: QuizAnswers,
  typed: readonly TypedItem[],
  classes: readonly InteractionClass[],
  antacids: AntacidCalcium | null,
): Record<Nutrient, number> {
  const fromSupplements = emptyAmounts();
  for (const cls of classes) {
    if (cls === 'calcium_antacid' && antacids) addAmounts(fromSupplements, { calcium: antacids.calciumMg });
    else addAmounts(fromSupplements, CLASS_RULES[cls].dailyIntake ?? {});
  }
  const ticked = new Set(answers.currentSupplements);
  const replaced = new Set<string>();
  const typedOnly = new Set<ProductKey>();
  for (const { doses, products } of typed) {
    if (doses.length > 0) {
      addAmounts(fromSupplements, typedDoseAmounts(doses));
      for (const key of products) for (const id of supplementByKey.get(key)?.quizSupplementIds ?? []) replaced.add(id);
      continue;
    }
    for (const key of products) typedOnly.add(key);
  }
  for (const value of ticked) if (!replaced.has(value)) addAmounts(fromSupplements, CURRENT_SUPPLEMENT_NUTRIENTS[value] ?? {});
  // Products named only in the free text, without a dose, count at their catalog typical dose.
  for (const key of typedOnly) {
    const item = supplementByKey.get(key);
    if (item && !item.quizSupplementIds.some((id) => ticked.has(id))) addAmounts(fromSupplements, item.nutrients);
  }
  return fromSupplements;
}

/** A typed dose that on its own passes the adult upper limit: the user should discuss it. */
function typedDoseNotes(typed: readonly TypedItem[], limits: Record<Nutrient, number>): string[] {
  const perNutrient = typedDoseAmounts(typed.flatMap((item) => item.doses));
  return NUTRIENTS.filter((n) => (perNutrient[n] ?? 0) > limits[n]).map(
    (n) =>
      `The dose of ${NUTRIENT_LABELS[n]} you typed comes to about ${formatAmount(n, perNutrient[n] ?? 0)} a day, above the adult upper limit of ${formatAmount(n, limits[n])}. Please discuss this dose with your doctor, who may have prescribed it for a short course, and do not add more from other supplements.`,
  );
}

function fits(stack: Record<Nutrient, number>, amounts: NutrientAmounts, limits: Record<Nutrient, number>): Nutrient | null {
  for (const n of NUTRIENTS) {
    const add = amounts[n] ?? 0;
    if (add > 0 && stack[n] + add > limits[n]) return n;
  }
  return null;
}

function formatAmount(n: Nutrient, value: number): string {
  return `${value.toLocaleString('en-US')} ${NUTRIENT_UNITS[n]}`;
}

function scoreCandidates(ctx: RuleContext, excluded: ReadonlySet<ProductKey>): Candidate[] {
  const byKey = new Map<ProductKey, Candidate>();
  for (const item of SUPPLEMENTS) {
    if (excluded.has(item.key)) continue;
    const taking = ctx.alreadyTaking.has(item.key);
    byKey.set(item.key, { item, score: taking ? ALREADY_TAKING_BONUS : 0, reasons: [], alreadyTaking: taking });
  }
  for (const rule of SCORING_RULES) {
    const candidate = byKey.get(rule.key);
    if (!candidate || !rule.when(ctx)) continue;
    candidate.score += rule.points;
    candidate.reasons.push({ points: rule.points, text: rule.reason(ctx), use: rule.use });
  }
  // A B-complex duplicates B12 when B12 is already suggested for diet, age or medicines.
  const b12 = byKey.get('vitamin-b12');
  const bComplex = byKey.get('b-complex');
  if (b12 && bComplex && !bComplex.alreadyTaking && b12.reasons.some((r) => r.use !== 'energy')) bComplex.score -= 2;
  return [...byKey.values()];
}

function rank(candidates: readonly Candidate[]): Candidate[] {
  const scored = candidates
    .filter((c) => c.score > 0 && (c.reasons.length > 0 || c.alreadyTaking))
    .sort((a, b) => b.score - a.score || (a.item.key < b.item.key ? -1 : a.item.key > b.item.key ? 1 : 0));
  const inRanked = new Set(scored.map((c) => c.item.key));
  const fallbacks = FALLBACK_ORDER.filter((key) => !inRanked.has(key))
    .map((key) => candidates.find((c) => c.item.key === key))
    .filter((c): c is Candidate => c !== undefined);
  return [...scored, ...fallbacks];
}

const DIET_PHRASES: Record<QuizAnswers['diet'], string> = {
  omnivore: 'an omnivore diet',
  vegetarian: 'a vegetarian diet',
  vegan: 'a vegan diet',
  keto: 'a keto diet',
  paleo: 'a paleo diet',
  mediterranean: 'a Mediterranean diet',
  dash: 'a DASH diet',
};

function profileText(answers: QuizAnswers): string {
  return `aged ${answers.age}, following ${DIET_PHRASES[answers.diet]}, with ${answers.lifestyle === 'active' ? 'an' : 'a'} ${answers.lifestyle} lifestyle`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function reasonText(c: Candidate, answers: QuizAnswers): string {
  const top = [...c.reasons].sort((a, b) => b.points - a.points).slice(0, REASONS_SHOWN);
  const why = top.map((r) => r.text).join(' ');
  if (c.alreadyTaking) {
    if (c.item.alreadyTakingAdvice) return `You already take this. ${c.item.alreadyTakingAdvice}${why ? ` ${why}` : ''}`;
    if (why) return `You already take this, and it suits your answers. ${why}`;
    return `You already take this, and nothing in your answers argues against continuing it. It ${lowerFirst(c.item.benefits[0])}.`;
  }
  if (why) return why;
  return `A well-studied, well-tolerated basic for someone ${profileText(answers)} living in the UAE: it ${lowerFirst(c.item.benefits[0])}.`;
}

function evidenceFor(c: Candidate): EvidenceForUse {
  const top = [...c.reasons].sort((a, b) => b.points - a.points)[0];
  return (top && c.item.evidenceByUse[top.use]) ?? { grade: c.item.evidenceGrade, basis: c.item.evidenceBasis };
}

/**
 * Quiz answers in, 3–6 recommendations out, plus plan-wide safety notes (docs/requirements.md, "Recommendation engine and safety screen"). Pure and
 * deterministic. Kidney or liver disease stops the engine with an empty plan. Nothing from the
 * free-text fields is copied into the result: reasons are built from option values only.
 */
export function recommend(answers: QuizAnswers, screening?: MedicationScreening): EngineResult {
  const { classes: detectedClasses, unidentified, otherScript, hints } = detect(answers, screening);
  const classes = new Set(detectedClasses);
  const stop = hardStop(detectedClasses);
  if (stop) {
    // No plan, but what else the user told us still comes with its advice ("take folic acid as your haematologist prescribes").
    const others = detectedClasses.filter((cls) => cls !== stop.reason && !CLASS_RULES[cls].hardStop).flatMap((cls) => CLASS_RULES[cls].notes);
    return { recommendations: [], safetyNotes: [...new Set([stop.message, ...others])], safetyStop: stop, detectedClasses, unidentified };
  }

  const notes = new Notes();
  const taking = alreadyTakingKeys(answers.currentSupplements, answers.currentSupplements_text);
  const ticked = new Set(answers.currentSupplements);

  const excluded = new Map<ProductKey, Exclusion>();
  const limited = new Map<ProductKey, Limit>();
  const extraCautions = new Map<ProductKey, string[]>();
  const moveLater = new Set<ProductKey>();
  for (const cls of detectedClasses) {
    for (const rule of PRODUCT_RULES_BY_CLASS.get(cls) ?? []) {
      const { action, product } = rule;
      if (action.kind === 'exclude') {
        if (!excluded.has(product)) excluded.set(product, action);
      } else if (action.kind === 'limit') {
        if (!limited.has(product)) limited.set(product, action);
      } else {
        const list = extraCautions.get(product) ?? [];
        if (!list.includes(action.caution)) extraCautions.set(product, [...list, action.caution]);
        if (action.kind === 'space' && action.moveAwayFromMorning) moveLater.add(product);
      }
    }
    const rule = CLASS_RULES[cls];
    for (const note of rule.notes) notes.add(note);
    for (const [value, note] of Object.entries(rule.currentSupplementNotes ?? {})) {
      if (note && ticked.has(value as QuizAnswers['currentSupplements'][number])) notes.add(note);
    }
  }
  if (unidentified.length > 0) {
    notes.add(unidentifiedTextNote(unidentified));
    for (const item of SUPPLEMENTS) {
      if (BROAD_PROFILE_PRODUCTS.has(item.key) && !excluded.has(item.key)) excluded.set(item.key, broadProfileExclusion(item.name));
      const limit = SEVERAL_CLASSES_LIMITS.get(item.key);
      if (limit && !limited.has(item.key)) limited.set(item.key, limit);
    }
  }
  // 'Хроническая болезнь почек 4 стадии', 'मधुमेह': a script we read in part or not at all may name any
  // medicine or condition, so nothing that one of them rules out goes into the plan.
  if (otherScript) {
    for (const item of SUPPLEMENTS) if (RULED_OUT_BY_SOME_CLASS.has(item.key) && !excluded.has(item.key)) excluded.set(item.key, otherScriptExclusion(item.name));
  }
  // 'the kidney dietitian has me on 800 ml of fluid a day': an organ named in words we read as nothing.
  for (const [key, exclusion] of hintedExclusions(hints, classes, answers.gender)) if (!excluded.has(key)) excluded.set(key, exclusion);
  if (answers.healthConcerns.includes('hormone')) notes.add(HORMONE_NOTE);

  const ctx: RuleContext = {
    answers,
    goals: new Set<Goal>(answers.goals),
    concerns: new Set<HealthConcern>(answers.healthConcerns),
    classes,
    alreadyTaking: taking,
  };
  const candidates = scoreCandidates(ctx, new Set(excluded.keys()));
  const ranked = rank(candidates);

  // Every exclusion is explained, in catalog order, whether or not the answers pointed to it.
  for (const item of SUPPLEMENTS) {
    const note = excluded.get(item.key);
    if (!note) continue;
    notes.add(note.note);
    if (taking.has(item.key)) {
      notes.add(note.ifAlreadyTaking ?? `You told us you already take ${item.name}; please check with your doctor before continuing it.`);
    }
  }

  const limits = upperLimitsFor(answers.age);
  const typed = readTypedSupplements(answers.currentSupplements_text);
  for (const note of typedDoseNotes(typed, limits)) notes.add(note);
  const antacids = detectedClasses.includes('calcium_antacid') ? antacidCalciumPerDay([answers.currentMedications_text, answers.additionalHealthInfo]) : null;
  if (antacids && (DIETARY_BASELINE.calcium ?? 0) + antacids.calciumMg > limits.calcium) {
    notes.add(
      `The calcium antacids you told us about (about ${antacids.tablets} tablets a day) give about ${formatAmount('calcium', antacids.calciumMg)} of calcium a day, which with typical food passes the adult upper limit of ${formatAmount('calcium', limits.calcium)}. Please talk to your doctor or pharmacist about your heartburn, and do not add calcium from supplements.`,
    );
  }
  const supplementsStack = currentStack(answers, typed, detectedClasses, antacids);
  const stack = emptyAmounts();
  addAmounts(stack, DIETARY_BASELINE);
  addAmounts(stack, supplementsStack);
  for (const n of NUTRIENTS) {
    if (supplementsStack[n] > 0 && stack[n] > limits[n]) {
      notes.add(
        `Your current supplements may already give about ${formatAmount(n, supplementsStack[n])} of ${NUTRIENT_LABELS[n]} a day, which with typical food can pass the adult upper limit of ${formatAmount(n, limits[n])}. Please check the labels with your pharmacist or doctor.`,
      );
    }
  }

  const plan: PlanItem[] = [];
  for (const candidate of ranked) {
    if (plan.length >= MAX_RECOMMENDATIONS) break;
    if (candidate.reasons.length === 0 && !candidate.alreadyTaking && plan.length >= MIN_RECOMMENDATIONS) break;
    const { item } = candidate;
    const cautions = [...(extraCautions.get(item.key) ?? [])];
    const limit = limited.get(item.key);
    let dosage = limit?.dosage ?? item.recommendedDosage;
    const nutrients = limit?.nutrients ?? item.nutrients;
    if (limit) notes.add(limit.note);
    if (!candidate.alreadyTaking) {
      const over = fits(stack, nutrients, limits);
      if (over) {
        const reduced = item.reducedDose;
        if (reduced && !fits(stack, reduced.nutrients, limits)) {
          dosage = reduced.dosage;
          const note = `We suggest a lower dose of ${item.name} because your other supplements already provide ${NUTRIENT_LABELS[over]}, and the usual dose would pass the adult upper limit of ${formatAmount(over, limits[over])} a day.`;
          cautions.unshift(note);
          notes.add(note);
          addAmounts(stack, reduced.nutrients);
        } else {
          notes.add(
            `We left out ${item.name} because with your current supplements it would take your ${NUTRIENT_LABELS[over]} above the adult upper limit of ${formatAmount(over, limits[over])} a day.`,
          );
          continue;
        }
      } else {
        addAmounts(stack, nutrients);
      }
    }
    const timeOfDay = moveLater.has(item.key) && MORNING_TIMES.includes(item.timeOfDay) ? AWAY_FROM_MORNING_TIME : item.timeOfDay;
    plan.push({ candidate, dosage, cautions: [...cautions, ...productCautions(item.key)], timeOfDay });
  }

  const recommendations: EngineRecommendation[] = plan.map(({ candidate, dosage, cautions, timeOfDay }) => {
    const evidence = evidenceFor(candidate);
    return {
      name: candidate.item.name,
      description: candidate.item.description,
      recommendationReason: reasonText(candidate, answers),
      timeOfDay,
      evidenceUrl: candidate.item.evidenceUrl,
      productId: candidate.item.key,
      evidenceGrade: evidence.grade,
      evidenceBasis: evidence.basis,
      dosage,
      cautions,
      alreadyTaking: candidate.alreadyTaking,
    };
  });

  return { recommendations, safetyNotes: notes.list, safetyStop: null, detectedClasses, unidentified };
}
