import type { ThrottlerOptions } from '@nestjs/throttler';

import { ConfigError, loadConfig } from '../config/app-config';
import { FEEDBACK_THROTTLE_MESSAGE, feedbackThrottleOptions } from './feedback-throttle';

describe('THROTTLE_FEEDBACK_LIMIT', () => {
  it('defaults to 5 submissions per minute', () => {
    expect(loadConfig({}, '/repo').throttleFeedbackLimit).toBe(5);
  });

  it('reads a positive whole number', () => {
    expect(loadConfig({ THROTTLE_FEEDBACK_LIMIT: '250' }, '/repo').throttleFeedbackLimit).toBe(250);
  });

  it.each(['0', '-1', '2.5', 'lots'])('refuses %s', (value) => {
    expect(() => loadConfig({ THROTTLE_FEEDBACK_LIMIT: value }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ THROTTLE_FEEDBACK_LIMIT: value }, '/repo')).toThrow(/^THROTTLE_FEEDBACK_LIMIT must be a positive integer/);
  });
});

describe('feedbackThrottleOptions', () => {
  it('limits per minute with the configured limit, under its own name and message', () => {
    const options = feedbackThrottleOptions(loadConfig({ THROTTLE_FEEDBACK_LIMIT: '7' }, '/repo')) as {
      throttlers: ThrottlerOptions[];
      errorMessage: string;
    };
    expect(options.throttlers.map(({ name, ttl, limit }) => ({ name, ttl, limit }))).toEqual([{ name: 'feedback', ttl: 60_000, limit: 7 }]);
    expect(options.errorMessage).toBe(FEEDBACK_THROTTLE_MESSAGE);
  });
});
