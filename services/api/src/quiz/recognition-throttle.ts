import { throttlerGuardWith } from '../common/configured-throttler-guard';

export const RECOGNITION_THROTTLE_MESSAGE = 'Too many checks. Please wait a minute and try again.';
const ONE_MINUTE_MS = 60_000;

/**
 * The live recognition call runs as people type (debounced), so its limit is generous, but it is
 * public and must not become a free bulk text-classification service.
 */
export class RecognitionThrottlerGuard extends throttlerGuardWith((config) => ({
  throttlers: [{ name: 'recognition', ttl: ONE_MINUTE_MS, limit: config.throttleRecognitionLimit }],
  errorMessage: RECOGNITION_THROTTLE_MESSAGE,
})) {}

/**
 * The picker's suggestions, asked as people type: the same limit as recognition, counted apart, so
 * typing in the picker does not use up the recognition line's allowance.
 */
export class SuggestionsThrottlerGuard extends throttlerGuardWith((config) => ({
  throttlers: [{ name: 'suggestions', ttl: ONE_MINUTE_MS, limit: config.throttleRecognitionLimit }],
  errorMessage: RECOGNITION_THROTTLE_MESSAGE,
})) {}
