import { THROTTLE_MESSAGE } from '../auth/auth-throttle';
import { signedInUserTracker, throttlerGuardWith } from '../common/configured-throttler-guard';

const ONE_MINUTE_MS = 60_000;

/**
 * Changing the password and deleting the account check the current password: a stolen session
 * must not be able to guess it faster than a login could. Same limit as login and register
 * (THROTTLE_AUTH_LIMIT a minute), per IP and per account, in the shared throttler storage.
 */
export class PasswordCheckThrottlerGuard extends throttlerGuardWith((config) => ({
  throttlers: [
    { name: 'password-check-ip', ttl: ONE_MINUTE_MS, limit: config.throttleAuthLimit },
    { name: 'password-check-account', ttl: ONE_MINUTE_MS, limit: config.throttleAuthLimit, getTracker: signedInUserTracker },
  ],
  errorMessage: THROTTLE_MESSAGE,
})) {}
