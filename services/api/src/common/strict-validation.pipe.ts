import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { Exclude } from 'class-transformer';

/** No request DTO nests more than three levels; class-transformer recurses once per level. */
export const MAX_BODY_DEPTH = 16;
export const TOO_DEEP_MESSAGE = `body must not nest more than ${MAX_BODY_DEPTH} levels deep`;

/**
 * What the ValidationPipe cannot be trusted with in a plain body or query, found before it runs:
 * - nesting thousands of levels deep, which overflows class-transformer's recursion (a 500);
 * - keys named like Object.prototype members (`__proto__`, `constructor`, `toString`, ...) or
 *   `prototype`, which class-transformer skips without a word, so the whitelist never sees them
 *   and `{ "rating": 5, "constructor": 1 }` would be accepted.
 */
export function structuralProblemIn(value: unknown): string | undefined {
  // Iterative, so that the check itself cannot exhaust the stack.
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 1 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > MAX_BODY_DEPTH) return TOO_DEEP_MESSAGE;
    for (const key of Object.keys(current)) {
      const keyPath = Array.isArray(current) ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
      // Worded like class-validator's own message for an unknown property.
      if (key === 'prototype' || key in Object.prototype) return `property ${keyPath} should not exist`;
      pending.push({ value: (current as Record<string, unknown>)[key], path: keyPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Declares a field the server now owns but a published contract once let clients send (a
 * check-in's `date`): any value is accepted and dropped before validation, so the handler never
 * sees it and nothing stores it. Old clients keep working; a field nobody declared is still a 400.
 * Declare it `?: never` and leave it out of the OpenAPI document, which describes the current
 * contract only. A field whose meaning changes needs a new route instead (services/api/README.md).
 */
export const ServerOwned = (): PropertyDecorator =>
  // Excluded when the body becomes the DTO, so the whitelist, which checks the DTO's own keys, never meets it.
  Exclude({ toClassOnly: true });

/**
 * The global ValidationPipe (one message per invalid field), made safe for hostile structure.
 * Unknown fields are refused; fields a DTO declares `@ServerOwned()` are accepted and dropped.
 */
export class StrictValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query') {
      const problem = structuralProblemIn(value);
      if (problem !== undefined) throw new BadRequestException([problem]);
    }
    return super.transform(value, metadata);
  }
}
