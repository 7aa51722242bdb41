import type { QuizAnswers } from '@sahha/contracts/quiz';

/**
 * A whole quiz submission that answers "none" wherever it can (no medicines, no health details,
 * no free text); each test overrides the answers it is about.
 */
export function quizAnswers(overrides: Partial<QuizAnswers> = {}): QuizAnswers {
  return {
    gender: 'female',
    age: '26-35',
    diet: 'vegan',
    diet_text: '',
    goals: ['energy', 'focus'],
    goals_text: '',
    lifestyle: 'moderate',
    currentSupplements: ['none'],
    currentSupplements_text: '',
    healthConcerns: ['none'],
    healthConcerns_text: '',
    additionalHealthInfo: 'no_additional_info',
    currentMedications: 'none',
    currentMedications_text: '',
    ...overrides,
  };
}
