import type { ThrottlerOptions } from '@nestjs/throttler';

import { loadConfig } from '../config/app-config';
import { authThrottleOptions, THROTTLE_MESSAGE } from './auth-throttle';

describe('authThrottleOptions', () => {
  const options = authThrottleOptions(loadConfig({ THROTTLE_AUTH_LIMIT: '7' }, '/repo')) as {
    throttlers: ThrottlerOptions[];
    errorMessage: string;
  };
  const byName = (name: string) => options.throttlers.find((throttler) => throttler.name === name) as ThrottlerOptions;
  const track = (req: object) => (byName('email').getTracker as (req: Record<string, unknown>) => string)(req as Record<string, unknown>);

  it('limits per IP and per e-mail, per minute, with the configured limit and the required message', () => {
    expect(options.throttlers.map(({ name, ttl, limit }) => ({ name, ttl, limit }))).toEqual([
      { name: 'ip', ttl: 60_000, limit: 7 },
      { name: 'email', ttl: 60_000, limit: 7 },
    ]);
    expect(options.errorMessage).toBe(THROTTLE_MESSAGE);
  });

  it('tracks the normalised e-mail whatever address it comes from', () => {
    expect(track({ ip: '10.0.0.1', body: { email: ' Layla@Sahha.ae ' } })).toBe('email:layla@sahha.ae');
    expect(track({ ip: '10.0.0.2', body: { email: 'layla@sahha.ae' } })).toBe('email:layla@sahha.ae');
  });

  it('folds the e-mail as MySQL compares it, so accented and cased variants share one account limit', () => {
    for (const variant of ['José@Sahha.ae', 'jose@sahha.ae ', 'JOSÉ@SAHHA.AE', 'jose\u0301@sahha.ae', 'jósé@sahha.ae']) {
      expect(track({ ip: '10.0.0.3', body: { email: variant } })).toBe('email:jose@sahha.ae');
    }
    expect(track({ ip: '10.0.0.3', body: { email: 'strasse@x.ae' } })).toBe(track({ ip: '10.0.0.4', body: { email: 'straße@x.ae' } }));
  });

  it('falls back to the address when the body has no usable e-mail', () => {
    expect(track({ ip: '10.0.0.1', body: { email: ['x'] } })).toBe('ip:10.0.0.1');
    expect(track({ ip: '10.0.0.1', body: undefined })).toBe('ip:10.0.0.1');
  });
});
