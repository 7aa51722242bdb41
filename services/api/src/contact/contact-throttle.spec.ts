import type { ThrottlerOptions } from '@nestjs/throttler';

import { ConfigError, loadConfig } from '../config/app-config';
import { CONTACT_THROTTLE_MESSAGE, contactThrottleOptions } from './contact-throttle';

describe('THROTTLE_CONTACT_LIMIT', () => {
  it('defaults to 5 messages per minute', () => {
    expect(loadConfig({}, '/repo').throttleContactLimit).toBe(5);
  });

  it('reads a positive whole number', () => {
    expect(loadConfig({ THROTTLE_CONTACT_LIMIT: '250' }, '/repo').throttleContactLimit).toBe(250);
  });

  it.each(['0', '-1', '2.5', 'lots'])('refuses %s', (value) => {
    expect(() => loadConfig({ THROTTLE_CONTACT_LIMIT: value }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ THROTTLE_CONTACT_LIMIT: value }, '/repo')).toThrow(/^THROTTLE_CONTACT_LIMIT must be a positive integer/);
  });
});

describe('contactThrottleOptions', () => {
  it('limits per minute with the configured limit, under its own name and message', () => {
    const options = contactThrottleOptions(loadConfig({ THROTTLE_CONTACT_LIMIT: '7' }, '/repo')) as {
      throttlers: ThrottlerOptions[];
      errorMessage: string;
    };
    expect(options.throttlers.map(({ name, ttl, limit }) => ({ name, ttl, limit }))).toEqual([{ name: 'contact', ttl: 60_000, limit: 7 }]);
    expect(options.errorMessage).toBe(CONTACT_THROTTLE_MESSAGE);
  });
});
