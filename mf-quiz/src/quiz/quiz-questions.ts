import { AGE_RANGES, CURRENT_SUPPLEMENTS, DIETS, GENDERS, GOALS, GOALS_MAX, HEALTH_CONCERNS, LIFESTYLES, QUIZ_QUESTION_COUNT } from '@sahha/contracts/quiz';
import {
  AGE_LABELS,
  CONCERN_LABELS,
  DIET_LABELS,
  GENDER_LABELS,
  GOAL_LABELS,
  LIFESTYLE_LABELS,
  SUPPLEMENT_LABELS,
} from '../shared/quiz-labels';
import type { QuizStepKey } from './quiz-rules';

export interface QuizOption {
  value: string;
  label: string;
}

type CustomTextField = 'diet_text' | 'goals_text' | 'currentSupplements_text' | 'healthConcerns_text';

interface BaseQuestion {
  key: QuizStepKey;
  title: string;
  /** Typed out by the advisor (3 characters every 8 ms, docs/requirements.md, "Route: /quiz"). */
  description: string;
}

export interface ChoiceQuestion extends BaseQuestion {
  kind: 'single' | 'multi';
  options: QuizOption[];
  hint?: string;
  customTextField?: CustomTextField;
}

export interface TextQuestion extends BaseQuestion {
  kind: 'text';
  noneLabel: string;
  noneField: 'medicationsNone' | 'additionalInfoNone';
  textField: 'medicationsText' | 'additionalInfoText';
  textLabel: string;
}

export type QuizQuestion = ChoiceQuestion | TextQuestion;


const options = <T extends string>(values: readonly T[], labels: Record<T, string>): QuizOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const QUIZ_TEXTS = {
  advisorName: 'Wellness Advisor',
  greeting: `Hi, I'm your Wellness Advisor. I'll ask you ${QUIZ_QUESTION_COUNT} quick questions (about 3 minutes) and build a supplement plan around your answers.`,
  customOptionLabel: 'Have a custom option? Tell us below (Optional)',
  goalsHint: `Select up to ${GOALS_MAX} options`,
  supplementsHint: 'Select all supplements you currently take',
  concernsHint: 'Select all that apply',
  back: 'Back',
  continue: 'Continue',
  chooseOption: 'Choose an option',
  fastMode: 'Fast Mode',
  analyzing: 'Analyzing your answers...',
  submitFailedTitle: 'Submission failed',
  submitFailedFallback: 'Something went wrong on our side. Your answers are kept: please try again.',
  submitFailedOffline: 'We could not reach Sahha. Check your connection; your answers are kept.',
  submitRetry: 'Retry',
  analyzingNote: 'Matching your answers against the evidence and checking for interactions.',
  analyzingProgress: (percent: number) => `${percent}% analyzed`,
  progress: (step: number) => `Question ${step} of ${QUIZ_QUESTION_COUNT}`,
} as const;

export const QUIZ_QUESTIONS: QuizQuestion[] = [
  {
    key: 'gender',
    kind: 'single',
    title: 'What is your gender?',
    description: 'Some nutrient needs differ between bodies, so this helps me get the amounts right.',
    options: options(GENDERS, GENDER_LABELS),
  },
  {
    key: 'age',
    kind: 'single',
    title: 'What is your age range?',
    description: 'Needs for nutrients such as vitamin D, B12 and calcium change with age.',
    options: options(AGE_RANGES, AGE_LABELS),
  },
  {
    key: 'diet',
    kind: 'single',
    title: 'How would you describe your diet?',
    description: 'What you eat tells me which nutrients you may already get and which may be missing.',
    options: options(DIETS, DIET_LABELS),
    customTextField: 'diet_text',
  },
  {
    key: 'goals',
    kind: 'multi',
    title: 'What are your main health goals?',
    description: 'Pick what matters most to you right now; I will focus the plan on these.',
    options: options(GOALS, GOAL_LABELS),
    hint: QUIZ_TEXTS.goalsHint,
    customTextField: 'goals_text',
  },
  {
    key: 'lifestyle',
    kind: 'single',
    title: 'How active are you?',
    description: 'Activity changes what your body uses up, from electrolytes to protein.',
    options: options(LIFESTYLES, LIFESTYLE_LABELS),
  },
  {
    key: 'currentSupplements',
    kind: 'multi',
    title: 'Which supplements do you currently take?',
    description: 'I will avoid doubling up and tell you which of yours to keep taking.',
    options: options(CURRENT_SUPPLEMENTS, SUPPLEMENT_LABELS),
    hint: QUIZ_TEXTS.supplementsHint,
    customTextField: 'currentSupplements_text',
  },
  {
    key: 'healthConcerns',
    kind: 'multi',
    title: 'Do you have any of these health concerns?',
    description: 'This helps me prioritise what may make the biggest difference for you.',
    options: options(HEALTH_CONCERNS, CONCERN_LABELS),
    hint: QUIZ_TEXTS.concernsHint,
    customTextField: 'healthConcerns_text',
  },
  {
    key: 'currentMedications',
    kind: 'text',
    title: 'Are you taking any medications?',
    description:
      'Some supplements interact with medicines. We check what you type for interactions and never store medication names in your profile.',
    noneLabel: 'no medications currently',
    noneField: 'medicationsNone',
    textField: 'medicationsText',
    textLabel: 'Which medications do you take?',
  },
  {
    key: 'additionalHealthInfo',
    kind: 'text',
    title: 'Anything else I should know about your health?',
    description:
      'For example pregnancy, breastfeeding, or a kidney or liver condition. We use it only for safety checks and never store what you type.',
    noneLabel: 'No additional information',
    noneField: 'additionalInfoNone',
    textField: 'additionalInfoText',
    textLabel: 'Tell us more about your health',
  },
];
