import { GOALS, INTERACTION_CLASSES, type Goal } from '@sahha/contracts/quiz';
import { PRODUCT_KEYS } from '../catalog/knowledge';
import { recommend } from '../quiz/engine/recommend';
import { quizAnswers } from '../../test/quiz-answers';
import { medicineCheckRules } from './medicine-check';

const RULES = medicineCheckRules();

const BASE = quizAnswers({
  gender: 'female',
  age: '36-45',
  diet: 'vegan',
  goals: [],
  lifestyle: 'active',
  healthConcerns: ['sleep', 'stress', 'digestion'],
});

/** Every goal in some plan: the engine takes three goals at a time. */
const GOAL_SETS: Goal[][] = [];
for (let i = 0; i < GOALS.length; i += 3) GOAL_SETS.push(GOALS.slice(i, i + 3) as Goal[]);

describe('medicine checker rules', () => {
  it('has every class in contract order and every catalog supplement', () => {
    expect(RULES.classes.map((c) => c.class)).toEqual([...INTERACTION_CLASSES]);
    expect(RULES.supplements.map((s) => s.product)).toEqual([...PRODUCT_KEYS]);
    for (const s of RULES.supplements) expect(s.name).not.toBe(s.product);
  });

  it('gives every effect its text and source, and a dose to every capped supplement', () => {
    for (const c of RULES.classes) {
      for (const effect of c.effects) {
        expect(effect.text.length).toBeGreaterThan(10);
        expect(effect.source.url).toMatch(/^https:\/\//);
        expect(effect.dosage === undefined).toBe(effect.kind !== 'limit');
      }
      for (const source of c.sources) expect(source.url).toMatch(/^https:\/\//);
    }
  });

  // The page must say what a plan does: each class run through the engine, as a confirmed medicine
  // is, must do exactly what the checker says of it to every supplement the plan holds.
  describe.each(INTERACTION_CLASSES.map((cls) => [cls]))('%s as the engine applies it', (cls) => {
    const rules = RULES.classes.find((c) => c.class === cls);
    const plans = GOAL_SETS.map((goals) => recommend({ ...BASE, goals }, { detectedClasses: [cls] }));

    it('stops the plan when the checker says so, with the same message', () => {
      for (const plan of plans) {
        expect(plan.safetyStop?.message).toBe(rules?.hardStop);
        if (rules?.hardStop) expect(plan.recommendations).toEqual([]);
      }
    });

    it('leaves out, caps, spaces and cautions each planned supplement as the checker says', () => {
      for (const plan of plans) {
        // A stopped plan has no supplements to explain: only the stop message is said.
        if (rules?.hardStop) continue;
        for (const note of rules?.notes ?? []) expect(plan.safetyNotes).toContain(note);
        for (const effect of rules?.effects ?? []) {
          if (effect.kind === 'exclude') expect(plan.safetyNotes).toContain(effect.text);
        }
        for (const item of plan.recommendations) {
          const effects = (rules?.effects ?? []).filter((e) => e.product === item.productId);
          expect(effects.filter((e) => e.kind === 'exclude')).toEqual([]);
          const limit = effects.find((e) => e.kind === 'limit');
          if (limit) expect(item.dosage).toBe(limit.dosage);
          for (const e of effects.filter((x) => x.kind === 'space' || x.kind === 'caution')) expect(item.cautions).toContain(e.text);
        }
      }
    });
  });

  it('the plans above hold most of the catalog, so the comparison reaches most supplements', () => {
    const planned = new Set(GOAL_SETS.flatMap((goals) => recommend({ ...BASE, goals }).recommendations.map((r) => r.productId)));
    expect(planned.size).toBeGreaterThanOrEqual(PRODUCT_KEYS.length / 2);
  });
});
