import { GOALS_MAX, NO_ADDITIONAL_INFO, NO_MEDICATIONS } from '@sahha/contracts/quiz';
import {
  EMPTY_DRAFT,
  answersKey,
  LAST_STEP,
  QUIZ_STEPS,
  canContinue,
  isComplete,
  toSubmission,
  toggleConcern,
  toggleGoal,
  toggleMultiOption,
  toggleSupplement,
  type QuizDraft,
} from './quiz-rules';

const complete: QuizDraft = {
  ...EMPTY_DRAFT,
  gender: 'female',
  age: '26-35',
  diet: 'vegan',
  goals: ['energy'],
  lifestyle: 'active',
  healthConcerns: ['none'],
  medicationsNone: true,
  additionalInfoNone: true,
};

describe('quiz rules', () => {
  it('has nine steps in the required order', () => {
    expect(QUIZ_STEPS).toHaveLength(LAST_STEP);
    expect(QUIZ_STEPS[5]).toBe('currentSupplements');
  });

  it.each([
    [1, { gender: 'male' }],
    [2, { age: '56+' }],
    [3, { diet: 'keto' }],
    [5, { lifestyle: 'sedentary' }],
  ] as const)('single-choice step %i needs a value', (step, patch) => {
    expect(canContinue(step, EMPTY_DRAFT)).toBe(false);
    expect(canContinue(step, { ...EMPTY_DRAFT, ...patch })).toBe(true);
  });

  it('custom text alone does not answer a single-choice step', () => {
    expect(canContinue(3, { ...EMPTY_DRAFT, diet_text: 'pescatarian' })).toBe(false);
  });

  it('multi-choice steps need at least one item', () => {
    expect(canContinue(4, EMPTY_DRAFT)).toBe(false);
    expect(canContinue(4, { ...EMPTY_DRAFT, goals: ['sleep'] })).toBe(true);
    expect(canContinue(7, EMPTY_DRAFT)).toBe(false);
    expect(canContinue(7, { ...EMPTY_DRAFT, healthConcerns: ['none'] })).toBe(true);
  });

  it('step 6 is never blocked', () => {
    expect(canContinue(6, EMPTY_DRAFT)).toBe(true);
  });

  it('steps 8 and 9 need the option or non-blank text', () => {
    expect(canContinue(8, EMPTY_DRAFT)).toBe(false);
    expect(canContinue(8, { ...EMPTY_DRAFT, medicationsText: '   ' })).toBe(false);
    expect(canContinue(8, { ...EMPTY_DRAFT, medicationsText: 'warfarin' })).toBe(true);
    expect(canContinue(8, { ...EMPTY_DRAFT, medicationsNone: true })).toBe(true);
    expect(canContinue(9, EMPTY_DRAFT)).toBe(false);
    expect(canContinue(9, { ...EMPTY_DRAFT, additionalInfoText: ' \n ' })).toBe(false);
    expect(canContinue(9, { ...EMPTY_DRAFT, additionalInfoText: 'pregnant' })).toBe(true);
    expect(canContinue(9, { ...EMPTY_DRAFT, additionalInfoNone: true })).toBe(true);
  });

  it('goals stop at three: a fourth pick is ignored', () => {
    const three = toggleGoal(toggleGoal(toggleGoal([], 'energy').selection, 'sleep').selection, 'focus');
    expect(three.selection).toEqual(['energy', 'sleep', 'focus']);
    const fourth = toggleGoal(three.selection, 'skin');
    expect(fourth).toEqual({ selection: ['energy', 'sleep', 'focus'], changed: false, autoAdvance: false });
    expect(GOALS_MAX).toBe(3);
  });

  it('tapping a selected item deselects it (also at the goals limit)', () => {
    expect(toggleGoal(['energy', 'sleep', 'focus'], 'sleep').selection).toEqual(['energy', 'focus']);
    expect(toggleSupplement(['zinc', 'iron'], 'zinc').selection).toEqual(['iron']);
  });

  it("'none' is exclusive on supplements and concerns and advances on its own", () => {
    expect(toggleSupplement(['zinc', 'iron'], 'none')).toEqual({ selection: ['none'], changed: true, autoAdvance: true });
    expect(toggleConcern(['sleep'], 'none')).toEqual({ selection: ['none'], changed: true, autoAdvance: true });
  });

  it("choosing another item removes 'none'", () => {
    expect(toggleSupplement(['none'], 'magnesium')).toEqual({ selection: ['magnesium'], changed: true, autoAdvance: false });
    expect(toggleConcern(['none'], 'stress').selection).toEqual(['stress']);
  });

  it("tapping 'none' again clears it without advancing", () => {
    expect(toggleMultiOption(['none'], 'none', { exclusive: 'none' })).toEqual({ selection: [], changed: true, autoAdvance: false });
  });

  it('builds the submission with every field and the medication choice', () => {
    expect(isComplete(complete)).toBe(true);
    expect(toSubmission(complete)).toEqual({
      gender: 'female',
      age: '26-35',
      diet: 'vegan',
      diet_text: '',
      goals: ['energy'],
      goals_text: '',
      lifestyle: 'active',
      currentSupplements: ['none'],
      currentSupplements_text: '',
      healthConcerns: ['none'],
      healthConcerns_text: '',
      additionalHealthInfo: NO_ADDITIONAL_INFO,
      currentMedications: NO_MEDICATIONS,
      currentMedications_text: '',
    });
    const typed = toSubmission({ ...complete, medicationsNone: false, medicationsText: ' warfarin ', additionalInfoNone: false, additionalInfoText: 'pregnant' });
    expect(typed.currentMedications).toBe('warfarin');
    expect(typed.currentMedications_text).toBe('warfarin');
    expect(typed.additionalHealthInfo).toBe('pregnant');
  });

  it('refuses an incomplete draft', () => {
    expect(isComplete(EMPTY_DRAFT)).toBe(false);
    expect(() => toSubmission(EMPTY_DRAFT)).toThrow();
  });
});

describe('answersKey', () => {
  it('changes with an answer, not with a reading of the text arriving', () => {
    const draft = { ...EMPTY_DRAFT, medicationsText: 'Concor' };
    const read = { ...draft, medicationsChips: { ...draft.medicationsChips, read: [{ id: 'bisoprolol', classes: ['blood_pressure' as const] }] } };
    expect(answersKey(read)).toBe(answersKey(draft));
    expect(answersKey({ ...read, medicationsChips: { ...read.medicationsChips, answers: { bisoprolol: 'removed' as const } } })).not.toBe(answersKey(draft));
  });
});
