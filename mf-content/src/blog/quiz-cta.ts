/**
 * Campaign parameters (docs/requirements.md, "Route: /blog/:slug"). The in-article block is an internal link (utm_medium=internal),
 * the sticky bar is the call-to-action surface (utm_medium=cta). Campaign per article:
 * supplement-stacks-that-work → supplement_stack, just-getting-started-supplements-guide →
 * beginner_guide, 6-overhyped-supplements-what-to-use-instead → supplement_hype_post.
 * The berberine article carries no campaign and links to plain /quiz.
 */
export type QuizCtaMedium = 'internal' | 'cta';

export interface QuizCta {
  /** null: link to plain /quiz. */
  campaign: string | null;
  heading: string;
  copy: string;
  /** Short line for the sticky bar. */
  barText: string;
}

export const QUIZ_PATH = '/quiz';
export const QUIZ_CTA_LABEL = 'Take the Quiz';
/** Anchor of the in-article block that 'See details' scrolls to. */
export const QUIZ_CTA_BLOCK_ID = 'quiz-cta';

export const QUIZ_CTAS: Readonly<Record<string, QuizCta>> = {
  'berberine-vs-metformin-blood-sugar': {
    campaign: null,
    heading: 'Not sure what your body actually needs?',
    copy: 'Take our 60-second quiz for personalised, evidence-based suggestions, with the research behind each one. No sign-up needed.',
    barText: 'Personalised suggestions in 60 seconds, no sign-up.',
  },
  'supplement-stacks-that-work': {
    campaign: 'supplement_stack',
    heading: 'Build a stack that fits you',
    copy: 'Answer a few quick questions about your goals and routine and get a short, evidence-based plan with timing for each supplement. Free, with no sign-up needed.',
    barText: 'Get a short, evidence-based stack for your goals. No sign-up.',
  },
  'just-getting-started-supplements-guide': {
    campaign: 'beginner_guide',
    heading: 'Your first supplements, chosen for you',
    copy: 'Take our 2-minute quiz and get a simple starting plan based on your diet, lifestyle and goals. No sign-up needed.',
    barText: 'A simple starting plan in 2 minutes, no sign-up.',
  },
  '6-overhyped-supplements-what-to-use-instead': {
    campaign: 'supplement_hype_post',
    heading: 'Skip the hype, keep what works',
    copy: 'Take our free quiz for recommendations backed by research, each with an explanation and evidence link. No sign-up needed.',
    barText: 'Evidence-based recommendations, free and with no sign-up.',
  },
};

export function quizHref(cta: QuizCta, medium: QuizCtaMedium): string {
  if (!cta.campaign) return QUIZ_PATH;
  const params = new URLSearchParams({ utm_source: 'blog', utm_medium: medium, utm_campaign: cta.campaign });
  return `${QUIZ_PATH}?${params.toString()}`;
}
