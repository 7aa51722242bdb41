import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { CHECK_IN_IMPROVEMENTS } from '@sahha/contracts';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';

/** Spec §5 and §9: sliders 1-10 (scores) and 0-100 in steps of 10 (adherence). */
export const SCORE_MIN = 1;
export const SCORE_MAX = 10;
export const ADHERENCE_STEP = 10;
export const TEXT_MAX_LENGTH = 1000;
/** A device clock a little ahead of ours must not make an honest check-in fail. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Older dates are typos; MariaDB's DATETIME also starts at year 1000. */
export const EARLIEST_DATE = new Date('2000-01-01T00:00:00.000Z');

/** One message per field; Nest prefixes nested ones with the parent ('checkIn.mood must ...'). */
export const CHECK_IN_VALIDATION = {
  userId: 'userId must be a positive whole number',
  checkIn: 'checkIn must be an object',
  energyLevel: `energyLevel must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`,
  sleepQuality: `sleepQuality must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`,
  mood: `mood must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`,
  adherence: `adherence must be a whole number from 0 to 100 in steps of ${ADHERENCE_STEP}`,
  improvements: `improvements must be a list of distinct values from: ${CHECK_IN_IMPROVEMENTS.join(', ')}`,
  sideEffects: `sideEffects must be text of at most ${TEXT_MAX_LENGTH} characters`,
  notes: `notes must be text of at most ${TEXT_MAX_LENGTH} characters`,
  date: 'date must be an ISO 8601 date-time, e.g. 2025-01-06T09:30:00.000Z',
  dateInFuture: 'date must not be in the future',
  dateTooEarly: 'date must not be before 2000',
} as const;

type FieldName = 'energyLevel' | 'sleepQuality' | 'mood';

// Full ISO 8601 calendar date with optional time and zone; Date.parse must also understand it,
// which rules out the week and ordinal forms validator.js would accept.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export function parseCheckInDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // Date.parse rolls 2025-02-31 over to March: only accept dates that round-trip.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day ? date : null;
}

/** Trimmed text, with empty text (or whitespace only) becoming null as the spec asks. */
const TrimToNull = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed.length === 0 ? null : trimmed;
  });

export const ScoreField = (field: FieldName): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ minimum: SCORE_MIN, maximum: SCORE_MAX, example: 7 }),
    IsInt({ message: CHECK_IN_VALIDATION[field] }),
    Min(SCORE_MIN, { message: CHECK_IN_VALIDATION[field] }),
    Max(SCORE_MAX, { message: CHECK_IN_VALIDATION[field] }),
  );

export const AdherenceField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ minimum: 0, maximum: 100, multipleOf: ADHERENCE_STEP, example: 90 }),
    IsInt({ message: CHECK_IN_VALIDATION.adherence }),
    Min(0, { message: CHECK_IN_VALIDATION.adherence }),
    Max(100, { message: CHECK_IN_VALIDATION.adherence }),
    IsMultipleOf(ADHERENCE_STEP, CHECK_IN_VALIDATION.adherence),
  );

export const ImprovementsField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ enum: CHECK_IN_IMPROVEMENTS, isArray: true, nullable: true, required: false }),
    Transform(({ value }: { value: unknown }) => (Array.isArray(value) && value.length === 0 ? null : value)),
    IsOptional(),
    IsArray({ message: CHECK_IN_VALIDATION.improvements }),
    ArrayMaxSize(CHECK_IN_IMPROVEMENTS.length, { message: CHECK_IN_VALIDATION.improvements }),
    IsIn(CHECK_IN_IMPROVEMENTS, { each: true, message: CHECK_IN_VALIDATION.improvements }),
    ArrayUnique({ message: CHECK_IN_VALIDATION.improvements }),
  );

export const OptionalTextField = (field: 'sideEffects' | 'notes'): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ type: String, maxLength: TEXT_MAX_LENGTH, nullable: true, required: false }),
    TrimToNull(),
    IsOptional(),
    IsString({ message: CHECK_IN_VALIDATION[field] }),
    MaxLength(TEXT_MAX_LENGTH, { message: CHECK_IN_VALIDATION[field] }),
  );

export const CheckInDateField = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ format: 'date-time', required: false, description: 'Defaults to the server time' }),
    IsOptional(),
    IsCheckInDate(),
  );

function IsMultipleOf(step: number, message: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isMultipleOf',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: { validate: (value: unknown) => typeof value === 'number' && value % step === 0 },
    });
}

/** A parseable ISO date, not before 2000 and not in the future (give or take CLOCK_SKEW_MS). */
function IsCheckInDate(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isCheckInDate',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown) => {
          const date = parseCheckInDate(value);
          return date !== null && date >= EARLIEST_DATE && date.getTime() <= Date.now() + CLOCK_SKEW_MS;
        },
        defaultMessage: ({ value }: ValidationArguments) => {
          const date = parseCheckInDate(value);
          if (date === null) return CHECK_IN_VALIDATION.date;
          return date < EARLIEST_DATE ? CHECK_IN_VALIDATION.dateTooEarly : CHECK_IN_VALIDATION.dateInFuture;
        },
      },
    });
}
