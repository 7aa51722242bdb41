import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';

import { signedInUserTracker, throttlerGuardWith } from '../common/configured-throttler-guard';
import { emailTracker } from './auth-throttle';

const FIFTEEN_MINUTES_MS = 15 * 60_000;
const ONE_HOUR_MS = 60 * 60_000;

/**
 * Password-reset requests: THROTTLE_PASSWORD_RESET_LIMIT per 15 minutes from one IP and for one
 * address (folded as the database compares it), so nobody can flood a mailbox with reset mails
 * or use the form to probe addresses quickly. Shared storage: one limit across replicas.
 */
export class PasswordResetThrottlerGuard extends throttlerGuardWith((config) => ({
  throttlers: [
    { name: 'password-reset-ip', ttl: FIFTEEN_MINUTES_MS, limit: config.throttlePasswordResetLimit },
    { name: 'password-reset-email', ttl: FIFTEEN_MINUTES_MS, limit: config.throttlePasswordResetLimit, getTracker: emailTracker },
  ],
  errorMessage: ACCOUNT_EMAIL_TEXTS.tooManyRequests,
})) {}

/** "Send the link again": THROTTLE_VERIFICATION_RESEND_LIMIT per hour per account, so the button cannot spam a mailbox. */
export class VerificationResendThrottlerGuard extends throttlerGuardWith((config) => ({
  throttlers: [{ name: 'verification-resend', ttl: ONE_HOUR_MS, limit: config.throttleVerificationResendLimit, getTracker: signedInUserTracker }],
  errorMessage: ACCOUNT_EMAIL_TEXTS.tooManyRequests,
})) {}
