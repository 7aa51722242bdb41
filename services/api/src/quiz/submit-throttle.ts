import { signedInUserTracker, throttlerGuardWith } from '../common/configured-throttler-guard';

export const QUIZ_SUBMIT_THROTTLE_MESSAGE = 'Too many quiz submissions. Please wait a minute and try again.';
const ONE_MINUTE_MS = 60_000;

/**
 * Every submit runs the free-text screening (worker CPU) and the engine, and the route is public,
 * so it is limited like the other open forms: per account when signed in (people behind one
 * office or mobile-carrier address do not share a budget), else per IP.
 */
export class QuizSubmitThrottlerGuard extends throttlerGuardWith((config) => ({
  throttlers: [{ name: 'quiz-submit', ttl: ONE_MINUTE_MS, limit: config.throttleQuizSubmitLimit, getTracker: signedInUserTracker }],
  errorMessage: QUIZ_SUBMIT_THROTTLE_MESSAGE,
})) {}
