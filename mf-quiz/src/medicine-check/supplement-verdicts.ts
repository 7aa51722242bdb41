import { conceptLabel, type ClassRules, type ConceptRef, type MedicineCheckRulesResponse, type RuleSource, type SupplementEffectKind } from '@sahha/contracts/quiz';

/** What the checked medicines and conditions do to one supplement, worst first; 'none' when no rule acts on it. */
export type Verdict = SupplementEffectKind | 'none';

/** Worst first: a left-out supplement is not in the plan at all, so nothing else said of it applies. */
export const VERDICT_ORDER: readonly Verdict[] = ['exclude', 'limit', 'space', 'caution', 'none'];

export interface VerdictReason {
  text: string;
  dosage?: string;
  ifAlreadyTaking?: string;
  source: RuleSource;
  /** The checked items that bring the rule ("Blood thinner (anticoagulant) — warfarin"). */
  because: string[];
}

export interface SupplementVerdict {
  product: string;
  name: string;
  verdict: Verdict;
  reasons: VerdictReason[];
}

export interface PlanWideNote {
  text: string;
  because: string[];
}

export interface CheckOutcome {
  /** Classes that stop the plan: no supplement would be recommended. */
  stops: { message: string; because: string[]; sources: RuleSource[] }[];
  /** What the plan says as a whole (not said when the plan is stopped, as the engine does). */
  notes: PlanWideNote[];
  alreadyTakingNotes: PlanWideNote[];
  /** Every supplement we recommend, worst verdict first, then in catalog order. */
  supplements: SupplementVerdict[];
  sources: RuleSource[];
}

/** Adds `text` to a list of notes, or the reason to the note already there. */
function addNote(notes: PlanWideNote[], text: string, because: readonly string[]): void {
  const existing = notes.find((n) => n.text === text);
  if (!existing) notes.push({ text, because: [...because] });
  else for (const label of because) if (!existing.because.includes(label)) existing.because.push(label);
}

/**
 * What a plan does with these medicines and conditions, supplement by supplement, as the engine
 * applies the rules (services/api recommend): classes in contract order (the order of
 * `rules.classes`); a supplement left out by any class is left out and nothing else is said of it;
 * the first cap in class order is the dose; spacing and cautions add up; a class that stops the
 * plan means no supplement is recommended, and its plan-wide notes give way to its stop message.
 */
export function checkOutcome(rules: MedicineCheckRulesResponse, concepts: readonly ConceptRef[]): CheckOutcome {
  const labelsByClass = new Map<string, string[]>();
  for (const concept of concepts) {
    for (const cls of concept.classes) labelsByClass.set(cls, [...(labelsByClass.get(cls) ?? []), conceptLabel(concept)]);
  }
  const applying: { rules: ClassRules; because: string[] }[] = rules.classes
    .filter((c) => labelsByClass.has(c.class))
    .map((c) => ({ rules: c, because: labelsByClass.get(c.class) ?? [] }));

  const stops = applying.filter((a) => a.rules.hardStop).map((a) => ({ message: a.rules.hardStop ?? '', because: a.because, sources: a.rules.sources }));
  const notes: PlanWideNote[] = [];
  const alreadyTakingNotes: PlanWideNote[] = [];
  for (const { rules: c, because } of applying) {
    if (c.hardStop) continue;
    for (const note of c.notes) addNote(notes, note, because);
    for (const note of c.alreadyTakingNotes) addNote(alreadyTakingNotes, note, because);
  }

  const supplements = rules.supplements.map(({ product, name }): SupplementVerdict => {
    const effects = applying.flatMap(({ rules: c, because }) => c.effects.filter((e) => e.product === product).map((effect) => ({ effect, because })));
    const verdict = VERDICT_ORDER.find((kind) => effects.some((e) => e.effect.kind === kind)) ?? 'none';
    // Only what still applies to the supplement: reasons for leaving it out; else the first cap with every spacing and caution.
    const kept = verdict === 'exclude' ? effects.filter((e) => e.effect.kind === 'exclude') : effects.filter((e, i) => e.effect.kind !== 'limit' || effects.findIndex((x) => x.effect.kind === 'limit') === i);
    const reasons: VerdictReason[] = [];
    for (const { effect, because } of [...kept].sort((a, b) => VERDICT_ORDER.indexOf(a.effect.kind) - VERDICT_ORDER.indexOf(b.effect.kind))) {
      const same = reasons.find((r) => r.text === effect.text);
      if (same) {
        for (const label of because) if (!same.because.includes(label)) same.because.push(label);
        continue;
      }
      reasons.push({
        text: effect.text,
        ...(effect.dosage ? { dosage: effect.dosage } : {}),
        ...(effect.ifAlreadyTaking ? { ifAlreadyTaking: effect.ifAlreadyTaking } : {}),
        source: effect.source,
        because: [...because],
      });
    }
    return { product, name, verdict, reasons };
  });
  supplements.sort((a, b) => VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict));

  const sources = new Map<string, RuleSource>();
  for (const source of [...applying.flatMap((a) => a.rules.sources), ...supplements.flatMap((s) => s.reasons.map((r) => r.source))]) sources.set(source.url, source);
  return { stops, notes, alreadyTakingNotes, supplements, sources: [...sources.values()] };
}
