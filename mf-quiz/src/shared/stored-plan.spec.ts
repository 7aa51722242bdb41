import { STORAGE_KEYS } from '@sahha/contracts';
import { type QuizAnswers, type QuizSubmitResponse } from '@sahha/contracts/quiz';
import { readStoredPlan, savePlan, saveQuizResponseId, toStoredQuizData } from './stored-plan';

const answers: QuizAnswers = {
  gender: 'male',
  age: '36-45',
  diet: 'omnivore',
  diet_text: '',
  goals: ['energy'],
  goals_text: '',
  lifestyle: 'active',
  currentSupplements: ['zinc'],
  currentSupplements_text: '',
  healthConcerns: ['none'],
  healthConcerns_text: '',
  additionalHealthInfo: 'I am on dialysis',
  currentMedications: 'warfarin 5mg',
  currentMedications_text: 'warfarin 5mg',
};

const response: QuizSubmitResponse = {
  recommendations: [],
  safetyNotes: ['Space iron and zinc by 2 hours'],
  safetyStop: null,
  screening: { medicationClasses: ['anticoagulant'], healthInfoClasses: ['kidney_disease'], unidentified: [] },
};

describe('stored plan', () => {
  beforeEach(() => localStorage.clear());

  it('never stores medication or health free text, only a marker', () => {
    savePlan(answers, response);
    const raw = `${localStorage.getItem(STORAGE_KEYS.quizData)}${localStorage.getItem(STORAGE_KEYS.recommendations)}`;
    expect(raw).not.toMatch(/warfarin|dialysis/);
    const stored = readStoredPlan();
    expect(stored?.quizData).toMatchObject({
      currentMedications: 'provided',
      currentMedications_text: 'provided',
      additionalHealthInfo: 'provided',
      safetyNotes: ['Space iron and zinc by 2 hours'],
      safetyStop: null,
    });
    expect(stored?.recommendations).toEqual([]);
  });

  it("marks 'none' answers as none", () => {
    const data = toStoredQuizData({ ...answers, currentMedications: 'none', currentMedications_text: '', additionalHealthInfo: 'no_additional_info' }, response);
    expect(data.currentMedications).toBe('none');
    expect(data.additionalHealthInfo).toBe('none');
  });

  it("keeps a visitor's plan token until the plan is saved to the account", () => {
    savePlan(answers, { ...response, planToken: 'signed.plan' });
    const stored = readStoredPlan();
    expect(stored?.quizData.planToken).toBe('signed.plan');
    if (!stored) throw new Error('missing');
    saveQuizResponseId(stored.quizData, 7);
    expect(readStoredPlan()?.quizData).toMatchObject({ quizResponseId: 7, planToken: undefined });
    expect(localStorage.getItem(STORAGE_KEYS.quizData)).not.toContain('signed.plan');
  });

  it('keeps the quiz response id once saved', () => {
    savePlan(answers, { ...response, quizResponseId: 4 });
    expect(readStoredPlan()?.quizData.quizResponseId).toBe(4);
    const stored = readStoredPlan();
    if (!stored) throw new Error('missing');
    saveQuizResponseId({ ...stored.quizData, quizResponseId: undefined }, 9);
    expect(readStoredPlan()?.quizData.quizResponseId).toBe(9);
  });

  it('keeps the screening summary (classes only) with the plan, also once saved to an account', () => {
    savePlan(answers, { ...response, screening: { medicationClasses: ['anticoagulant'], healthInfoClasses: [], unidentified: ['healthInfo'] } });
    const stored = readStoredPlan();
    expect(stored?.quizData.screening).toEqual({ medicationClasses: ['anticoagulant'], healthInfoClasses: [], unidentified: ['healthInfo'] });
    if (!stored) throw new Error('missing');
    saveQuizResponseId(stored.quizData, 5);
    expect(readStoredPlan()?.quizData.screening?.medicationClasses).toEqual(['anticoagulant']);
  });

  it('keeps only classes and fields the contract knows, so nothing typed can ride along', () => {
    const data = toStoredQuizData(answers, {
      ...response,
      screening: {
        medicationClasses: ['anticoagulant', 'warfarin 5mg', 'anticoagulant'],
        healthInfoClasses: 'kidney_disease',
        unidentified: ['medications', 'I am on dialysis'],
      } as unknown as QuizSubmitResponse['screening'],
    });
    expect(data.screening).toEqual({ medicationClasses: ['anticoagulant'], healthInfoClasses: [], unidentified: ['medications'] });
  });

  it('reads a plan stored before the screening summary existed without one', () => {
    localStorage.setItem(STORAGE_KEYS.recommendations, '[]');
    localStorage.setItem(STORAGE_KEYS.quizData, JSON.stringify({ ...toStoredQuizData(answers, response), screening: undefined }));
    expect(readStoredPlan()?.quizData.screening).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.quizData, JSON.stringify({ ...toStoredQuizData(answers, response), screening: 'anticoagulant' }));
    expect(readStoredPlan()?.quizData.screening).toBeUndefined();
  });

  it('treats absent or corrupt storage as nothing', () => {
    expect(readStoredPlan()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.recommendations, '{not json');
    localStorage.setItem(STORAGE_KEYS.quizData, '{}');
    expect(readStoredPlan()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.recommendations, '{"a":1}');
    expect(readStoredPlan()).toBeNull();
  });
});

describe('what the plan was checked against, in the browser', () => {
  it('keeps concept ids, known classes and our names, and never the confirmed list itself', () => {
    const stored = toStoredQuizData(
      {
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
        additionalHealthInfo: 'no_additional_info',
        currentMedications: '',
        currentMedications_text: '',
        confirmed: { medications: [{ id: 'warfarin', state: 'taking' }] },
      },
      {
        recommendations: [],
        safetyNotes: [],
        safetyStop: null,
        screening: { medicationClasses: ['anticoagulant'], healthInfoClasses: [], unidentified: [] },
        checked: [{ id: 'warfarin', classes: ['anticoagulant', 'not-a-class' as never], term: 'warfarin' }],
      },
    );
    expect(stored.checked).toEqual([{ id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin' }]);
    expect(stored).not.toHaveProperty('confirmed');
  });
});
