import { BadRequestException, type PipeTransform, type Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

/** One field's message (the admin Catalog area's 400 `{ errors: [{ field, message }] }`). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * A 400 in the API's error shape (`message` lists the messages) that also names each field, so
 * a form can put every message under its own input.
 */
export function fieldErrors(errors: FieldError[]): BadRequestException {
  return new BadRequestException({ message: errors.map((error) => error.message), error: 'Bad Request', errors });
}

/**
 * Validates a body or query against `dto` as the global pipe does (whitelist, unknown fields
 * refused, one message per field) but answers with the field names. Use with a parameter typed
 * by an interface, so the global pipe (which still refuses hostile structure) does not validate it first.
 */
export class FieldErrorsPipe<T extends object> implements PipeTransform<unknown, Promise<T>> {
  constructor(private readonly dto: Type<T>) {}

  async transform(value: unknown): Promise<T> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fieldErrors([{ field: 'body', message: 'Send a JSON object' }]);
    const instance = plainToInstance(this.dto, value);
    const failures = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
    if (failures.length > 0) {
      throw fieldErrors(failures.map(({ property, constraints }) => ({ field: property, message: Object.values(constraints ?? {})[0] ?? 'Invalid value' })));
    }
    return instance;
  }
}
