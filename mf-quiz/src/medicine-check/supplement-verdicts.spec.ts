import type { ClassRules, ConceptRef, MedicineCheckRulesResponse, SupplementEffect } from '@sahha/contracts/quiz';
import { checkOutcome } from './supplement-verdicts';

const SOURCE = { title: 'NIH ODS: Vitamin K Fact Sheet for Health Professionals', url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/' };
const LABEL_SOURCE = { title: 'Levothyroxine label', url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=levothyroxine' };

const effect = (product: string, kind: SupplementEffect['kind'], text: string, extra: Partial<SupplementEffect> = {}): SupplementEffect => ({ product, kind, text, source: SOURCE, ...extra });

const classRules = (cls: ClassRules['class'], label: string, rest: Partial<ClassRules>): ClassRules => ({ class: cls, label, notes: [], alreadyTakingNotes: [], effects: [], sources: [SOURCE], ...rest });

// Classes in contract order, as GET /api/medicine-check/rules lists them.
const RULES: MedicineCheckRulesResponse = {
  classes: [
    classRules('anticoagulant', 'Blood thinner (anticoagulant)', {
      notes: ['Avoid vitamin K unless your doctor agrees.'],
      alreadyTakingNotes: ['You told us you take vitamin K.'],
      effects: [effect('vitamin-e', 'exclude', 'We left out vitamin E: bleeding.'), effect('omega-3', 'limit', 'Omega-3 kept low.', { dosage: '1 g a day' })],
    }),
    classRules('antiplatelet', 'Antiplatelet', {
      notes: ['Avoid vitamin K unless your doctor agrees.'],
      effects: [effect('omega-3', 'limit', 'Omega-3 kept lower still.', { dosage: '500 mg a day' }), effect('vitamin-e', 'caution', 'Vitamin E adds to bleeding.')],
    }),
    classRules('levothyroxine', 'Thyroid medicine (levothyroxine)', {
      notes: ['Take levothyroxine on an empty stomach.'],
      effects: [effect('iron', 'space', 'Take iron 4 hours apart from levothyroxine.', { source: LABEL_SOURCE }), effect('omega-3', 'caution', 'Omega-3: tell your doctor.')],
    }),
    classRules('kidney_disease', 'Kidney disease', {
      hardStop: 'Please ask your kidney doctor before taking any supplement.',
      notes: ['Kidney note that the stop replaces.'],
      effects: [effect('magnesium', 'exclude', 'We left out magnesium: kidneys clear it.')],
    }),
  ],
  supplements: [
    { product: 'vitamin-e', name: 'Vitamin E' },
    { product: 'omega-3', name: 'Omega-3 (EPA & DHA)' },
    { product: 'iron', name: 'Iron' },
    { product: 'magnesium', name: 'Magnesium' },
    { product: 'vitamin-d', name: 'Vitamin D' },
  ],
};

const WARFARIN: ConceptRef = { id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin' };
const MAREVAN: ConceptRef = { id: 'marevan', classes: ['anticoagulant'], term: 'Marevan' };
const ASPIRIN: ConceptRef = { id: 'aspirin', classes: ['antiplatelet'], term: 'aspirin' };
const LEVOTHYROXINE: ConceptRef = { id: 'levothyroxine', classes: ['levothyroxine'], term: 'levothyroxine' };
const KIDNEY: ConceptRef = { id: 'cond-ckd', classes: ['kidney_disease'] };

const verdictOf = (outcome: ReturnType<typeof checkOutcome>, product: string) => outcome.supplements.find((s) => s.product === product);

describe('checkOutcome', () => {
  it('changes nothing when nothing is checked', () => {
    const outcome = checkOutcome(RULES, []);
    expect(outcome.supplements.map((s) => [s.product, s.verdict])).toEqual(RULES.supplements.map((s) => [s.product, 'none']));
    expect(outcome).toMatchObject({ stops: [], notes: [], alreadyTakingNotes: [], sources: [] });
  });

  it('says of each supplement what the class does, worst first, with the rule text, dose, source and what brings it', () => {
    const outcome = checkOutcome(RULES, [WARFARIN]);
    expect(outcome.supplements.map((s) => [s.product, s.verdict])).toEqual([
      ['vitamin-e', 'exclude'],
      ['omega-3', 'limit'],
      ['iron', 'none'],
      ['magnesium', 'none'],
      ['vitamin-d', 'none'],
    ]);
    expect(verdictOf(outcome, 'omega-3')?.reasons).toEqual([{ text: 'Omega-3 kept low.', dosage: '1 g a day', source: SOURCE, because: ['Blood thinner (anticoagulant) — warfarin'] }]);
    expect(outcome.notes).toEqual([{ text: 'Avoid vitamin K unless your doctor agrees.', because: ['Blood thinner (anticoagulant) — warfarin'] }]);
    expect(outcome.alreadyTakingNotes.map((n) => n.text)).toEqual(['You told us you take vitamin K.']);
    expect(outcome.sources).toEqual([SOURCE]);
  });

  it('leaves a supplement out when any class does, and then says nothing else of it (the plan never shows it)', () => {
    const outcome = checkOutcome(RULES, [ASPIRIN, WARFARIN]);
    expect(verdictOf(outcome, 'vitamin-e')).toEqual({ product: 'vitamin-e', name: 'Vitamin E', verdict: 'exclude', reasons: [expect.objectContaining({ text: 'We left out vitamin E: bleeding.' })] });
  });

  it('takes the first cap in class order, whatever order things were picked in, and adds every spacing and caution', () => {
    const outcome = checkOutcome(RULES, [LEVOTHYROXINE, ASPIRIN, WARFARIN]);
    const omega = verdictOf(outcome, 'omega-3');
    expect(omega?.verdict).toBe('limit');
    expect(omega?.reasons.map((r) => [r.text, r.dosage])).toEqual([
      ['Omega-3 kept low.', '1 g a day'],
      ['Omega-3: tell your doctor.', undefined],
    ]);
    expect(verdictOf(outcome, 'iron')).toMatchObject({ verdict: 'space', reasons: [{ source: LABEL_SOURCE }] });
  });

  it('names every checked item behind a rule or a note once, and says a shared note once', () => {
    const outcome = checkOutcome(RULES, [WARFARIN, MAREVAN, ASPIRIN]);
    expect(verdictOf(outcome, 'vitamin-e')?.reasons[0].because).toEqual(['Blood thinner (anticoagulant) — warfarin', 'Blood thinner (anticoagulant) — Marevan']);
    expect(outcome.notes).toEqual([
      { text: 'Avoid vitamin K unless your doctor agrees.', because: ['Blood thinner (anticoagulant) — warfarin', 'Blood thinner (anticoagulant) — Marevan', 'Antiplatelet medicine — aspirin'] },
    ]);
  });

  it('says a plan would stop with its message instead of the class notes, keeping the other classes’ notes', () => {
    const outcome = checkOutcome(RULES, [KIDNEY, LEVOTHYROXINE]);
    expect(outcome.stops).toEqual([{ message: 'Please ask your kidney doctor before taking any supplement.', because: ['Kidney disease'], sources: [SOURCE] }]);
    expect(outcome.notes.map((n) => n.text)).toEqual(['Take levothyroxine on an empty stomach.']);
    expect(verdictOf(outcome, 'magnesium')?.verdict).toBe('exclude');
    expect(outcome.sources).toEqual([SOURCE, LABEL_SOURCE]);
  });
});
