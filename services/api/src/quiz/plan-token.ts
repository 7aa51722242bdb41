import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

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
/**
 * Separates this key from every other use of SESSION_SECRET. The v1 tokens (readable, HMAC only)
 * had another info string, so none of them opens with this key: their holders take the quiz again.
 */
const KEY_INFO = 'sahha plan token v2 aes-256-gcm';
/** Bound into the tag, so a later format can never be mistaken for this one. */
const ASSOCIATED_DATA = Buffer.from('sahha plan token v2', 'utf8');
/** GCM's standard 96-bit nonce, random per token: with one key across replicas, no counter could be kept. */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Tampered, foreign, malformed or expired: the caller answers 400 with this message. */
export class PlanTokenError extends Error {
  override readonly name = 'PlanTokenError';
}

export const PLAN_TOKEN_MESSAGES = {
  invalid: 'This plan could not be verified. Please take the quiz again to get a new plan.',
  expired: 'This plan is more than 7 days old. Please take the quiz again to get a current plan.',
  /** A token belongs to the first account that saved it; a copy of it opens no one else's account to the plan. */
  alreadySaved: 'This plan has already been saved to an account.',
} as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Seals and opens plan tokens: `base64url(iv ‖ AES-256-GCM ciphertext ‖ tag)`. The payload holds
 * health data (medicine and condition classes, safety notes) and the token sits in the visitor's
 * browser storage, so it is encrypted, not only signed; GCM's tag also refuses any change. The
 * key is derived from SESSION_SECRET with HKDF, so every replica opens what another one sealed.
 */
export class PlanTokenSealer {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, Buffer.alloc(0), KEY_INFO, 32));
  }

  seal(payload: PlanTokenPayload): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES }).setAAD(ASSOCIATED_DATA);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  open(token: string, now = Date.now()): PlanTokenPayload {
    const raw = BASE64URL.test(token) ? Buffer.from(token, 'base64url') : Buffer.alloc(0);
    if (raw.length <= IV_BYTES + TAG_BYTES) throw new PlanTokenError(PLAN_TOKEN_MESSAGES.invalid);

    let payload: unknown;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES })
        .setAAD(ASSOCIATED_DATA)
        .setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      payload = JSON.parse(text);
    } catch {
      // A wrong tag (changed, truncated, another key) and undecodable text alike.
      throw new PlanTokenError(PLAN_TOKEN_MESSAGES.invalid);
    }
    // Sealed by us, so the shape is ours; these checks only guard against a key shared with another format.
    if (!isObject(payload) || !isObject(payload.record) || !Array.isArray(payload.recommendations) || typeof payload.issuedAt !== 'number') {
      throw new PlanTokenError(PLAN_TOKEN_MESSAGES.invalid);
    }
    if (payload.issuedAt > now + CLOCK_SKEW_MS) throw new PlanTokenError(PLAN_TOKEN_MESSAGES.invalid);
    if (now - payload.issuedAt > PLAN_TOKEN_LIFETIME_MS) throw new PlanTokenError(PLAN_TOKEN_MESSAGES.expired);
    return payload as unknown as PlanTokenPayload;
  }
}
