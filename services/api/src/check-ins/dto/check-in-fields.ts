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
} from 'class-validator';

/** Sliders 1-10 (scores) and 0-100 in steps of 10 (adherence): docs/requirements.md, "API: POST /api/check-in". */
export const SCORE_MIN = 1;
export const SCORE_MAX = 10;
export const ADHERENCE_STEP = 10;
export const TEXT_MAX_LENGTH = 1000;

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
} as const;

type FieldName = 'energyLevel' | 'sleepQuality' | 'mood';

/** Trimmed text, with empty text (or whitespace only) becoming null (docs/requirements.md, "API: POST /api/check-in"). */
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
