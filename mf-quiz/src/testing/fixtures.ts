import type { EngineRecommendation, QuizResponseDetail, ScreeningSummary } from '@sahha/contracts/quiz';
import type { StoredQuizData } from '../shared/stored-plan';

export function recommendation(overrides: Partial<EngineRecommendation> = {}): EngineRecommendation {
  return {
    name: 'Vitamin D3',
    description: 'Supports bones, muscles and immunity.',
    recommendationReason: 'Low sun exposure indoors is common in the UAE.',
    timeOfDay: 'breakfast',
    evidenceUrl: 'https://pubmed.ncbi.nlm.nih.gov/28202713/',
    productId: 'vitamin-d',
    evidenceGrade: 'A',
    evidenceBasis: 'Meta-analysis of 25 RCTs',
    dosage: '1000-2000 IU daily',
    cautions: ['Take with a meal that contains fat'],
    alreadyTaking: false,
    ...overrides,
  };
}

/** The submit response's screening summary; nothing typed unless overridden. */
export function screening(overrides: Partial<ScreeningSummary> = {}): ScreeningSummary {
  return { medicationClasses: [], healthInfoClasses: [], unidentified: [], ...overrides };
}

export const storedQuizData: StoredQuizData = {
  gender: 'female',
  age: '26-35',
  diet: 'vegetarian',
  diet_text: '',
  goals: ['energy', 'sleep'],
  goals_text: '',
  lifestyle: 'moderate',
  currentSupplements: ['magnesium'],
  currentSupplements_text: '',
  healthConcerns: ['sleep'],
  healthConcerns_text: '',
  additionalHealthInfo: 'none',
  currentMedications: 'provided',
  currentMedications_text: 'provided',
  safetyNotes: ['Take iron and zinc at least 2 hours apart.'],
  safetyStop: null,
};

export const savedDetail: QuizResponseDetail = {
  id: 12,
  createdAt: '2025-01-06T09:30:00.000Z',
  age: '26-35',
  gender: 'female',
  lifestyle: 'moderate',
  diet: 'mediterranean',
  goals: ['energy', 'focus'],
  healthConcerns: ['sleep', 'stress'],
  currentMedications: ['anticoagulant'],
  currentSupplements: ['vitamin_d'],
  additionalHealthInfo: 'none',
};
