import { Transform } from 'class-transformer';

/** Trims strings and leaves anything else for the validators to reject with their message. */
export const Trim = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const NormalizeEmail = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
