import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

import type { EngineRecommendation, SafetyStop, ScreeningSummary } from '@sahha/contracts/quiz';

import type { QuizResponseEntity } from './quiz-response.entity';

/** The stored quiz response fields: the answers without any free text, medicines and health details as classes only. */
export type PlanRecord = Omit<QuizResponseEntity, 'id' | 'createdAt' | 'user' | 'userId' | 'planTokenHash'>;

/** A plan exactly as the server computed it for a visitor, so it can be saved after sign-up unchanged. */
export interface PlanTokenPayload {
  record: PlanRecord;
  recommendations: EngineRecommendation[];
  safetyNotes: string[];
  safetyStop: SafetyStop | null;
  screening: ScreeningSummary;
  /** Milliseconds since the epoch. */
  issuedAt: number;
}

/** Long enough to read the plan, create an account and confirm the e-mail another day. */
export const PLAN_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Clocks of two replicas may differ a little; a token from further in the future was not ours. */
const CLOCK_SKEW_MS = 60 * 1000;
/** Separates this key from every other use of SESSION_SECRET (a session cookie MAC can never pass as a plan MAC). */
const KEY_INFO = 'sahha plan token v1';

/** Tampered, foreign, malformed or expired: the caller answers 400 with this message. */
export class PlanTokenError extends Error {
  override readonly name = 'PlanTokenError';
}

export const PLAN_TOKEN_MESSAGES = {
  invalid: 'This plan could not be verified. Please take the quiz again to get a new plan.',
  expired: 'This plan is more than 7 days old. Please take the quiz again to get a current plan.',
} as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Signs and verifies plan tokens: `base64url(JSON payload).base64url(HMAC-SHA256)`. The key is
 * derived from SESSION_SECRET with HKDF, so every replica verifies what another one issued.
 */
export class PlanTokenSigner {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, Buffer.alloc(0), KEY_INFO, 32));
  }

  sign(payload: PlanTokenPayload): string {
    const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  verify(token: string, now = Date.now()): PlanTokenPayload {
    const parts = token.split('.');
    if (parts.length !== 2 || parts[0] === '' || parts[1] === '') throw new PlanTokenError(PLAN_TOKEN_MESSAGES.invalid);
    const [body, mac] = parts;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new PlanTokenError(PLAN_TOKEN_MESSAGES.invalid);

    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw new PlanTokenError(PLAN_TOKEN_MESSAGES.invalid);
    }
    // Signed by us, so the shape is ours; these checks only guard against a key shared with an older format.
    if (!isObject(payload) || !isObject(payload.record) || !Array.isArray(payload.recommendations) || typeof payload.issuedAt !== 'number') {
      throw new PlanTokenError(PLAN_TOKEN_MESSAGES.invalid);
    }
    if (payload.issuedAt > now + CLOCK_SKEW_MS) throw new PlanTokenError(PLAN_TOKEN_MESSAGES.invalid);
    if (now - payload.issuedAt > PLAN_TOKEN_LIFETIME_MS) throw new PlanTokenError(PLAN_TOKEN_MESSAGES.expired);
    return payload as unknown as PlanTokenPayload;
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest();
  }
}
