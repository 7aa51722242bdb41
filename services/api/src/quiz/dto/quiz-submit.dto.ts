import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AGE_RANGES,
  CONFIRMED_CONCEPTS_MAX,
  CONFIRMED_HEALTH_INFO_STATES,
  CONFIRMED_MEDICATION_STATES,
  COUNTED_STATES,
  CURRENT_SUPPLEMENTS,
  DIETS,
  GENDERS,
  GOALS,
  GOALS_MAX,
  HEALTH_CONCERNS,
  LIFESTYLES,
  QUIZ_FREE_TEXT_MAX,
  type AgeRange,
  type ConfirmedConcept,
  type ConfirmedConcepts,
  type ConfirmedHealthInfoState,
  type ConfirmedMedicationState,
  type CurrentSupplement,
  type Diet,
  type Gender,
  type Goal,
  type HealthConcern,
  type Lifestyle,
  type QuizAnswers,
} from '@sahha/contracts/quiz';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateIf, ValidateNested } from 'class-validator';

import { CONCEPTS_BY_ID } from '../../clinical/screening';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const oneOf = (values: readonly string[]) => `must be one of: ${values.join(', ')}`;
const freeTextMessage = `must be at most ${QUIZ_FREE_TEXT_MAX} characters`;

const KNOWN_CONCEPT_IDS = [...CONCEPTS_BY_ID.keys()];
/** Longer than any knowledge-base id; checked before the id is looked up. */
const CONCEPT_ID_MAX = 100;
const unknownId = 'id must be a concept of our knowledge base';

class ConfirmedMedicationDto implements ConfirmedConcept<ConfirmedMedicationState> {
  @ApiProperty({ description: 'A knowledge-base concept id, as suggestions and recognise give it' })
  @IsIn(KNOWN_CONCEPT_IDS, { message: unknownId })
  @MaxLength(CONCEPT_ID_MAX, { message: unknownId })
  @IsString({ message: 'id must be text' })
  id!: string;

  @ApiProperty({ enum: CONFIRMED_MEDICATION_STATES })
  @IsIn(CONFIRMED_MEDICATION_STATES, { message: `state ${oneOf(CONFIRMED_MEDICATION_STATES)}` })
  state!: ConfirmedMedicationState;
}

class ConfirmedHealthInfoDto implements ConfirmedConcept<ConfirmedHealthInfoState> {
  @ApiProperty({ description: 'A knowledge-base concept id, as suggestions and recognise give it' })
  @IsIn(KNOWN_CONCEPT_IDS, { message: unknownId })
  @MaxLength(CONCEPT_ID_MAX, { message: unknownId })
  @IsString({ message: 'id must be text' })
  id!: string;

  @ApiProperty({ enum: CONFIRMED_HEALTH_INFO_STATES })
  @IsIn(CONFIRMED_HEALTH_INFO_STATES, { message: `state ${oneOf(CONFIRMED_HEALTH_INFO_STATES)}` })
  state!: ConfirmedHealthInfoState;
}

const idOf = (item: unknown) => (typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item);

class ConfirmedConceptsDto implements ConfirmedConcepts {
  @ApiPropertyOptional({ type: [ConfirmedMedicationDto], maxItems: CONFIRMED_CONCEPTS_MAX })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => ConfirmedMedicationDto)
  @ArrayUnique(idOf, { message: 'medications must not list a concept twice' })
  @ArrayMaxSize(CONFIRMED_CONCEPTS_MAX, { message: `medications allows at most ${CONFIRMED_CONCEPTS_MAX} concepts` })
  @IsArray({ message: 'medications must be a list' })
  medications?: ConfirmedMedicationDto[];

  @ApiPropertyOptional({ type: [ConfirmedHealthInfoDto], maxItems: CONFIRMED_CONCEPTS_MAX })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => ConfirmedHealthInfoDto)
  @ArrayUnique(idOf, { message: 'healthInfo must not list a concept twice' })
  @ArrayMaxSize(CONFIRMED_CONCEPTS_MAX, { message: `healthInfo allows at most ${CONFIRMED_CONCEPTS_MAX} concepts` })
  @IsArray({ message: 'healthInfo must be a list' })
  healthInfo?: ConfirmedHealthInfoDto[];
}

/** A concept confirmed as taken or had answers the question even with no text typed. */
function answeredByConfirmed(list: unknown): boolean {
  return Array.isArray(list) && list.some((item) => typeof item === 'object' && item !== null && COUNTED_STATES.has((item as { state: never }).state));
}

/** The quiz answers and their rules (docs/requirements.md, "API: POST /api/quiz/submit"): goals ≤ 3, steps 8 and 9 need an option or text. */
export class QuizSubmitDto implements QuizAnswers {
  @ApiProperty({ enum: GENDERS })
  @IsIn(GENDERS, { message: `gender ${oneOf(GENDERS)}` })
  gender!: Gender;

  @ApiProperty({ enum: AGE_RANGES })
  @IsIn(AGE_RANGES, { message: `age ${oneOf(AGE_RANGES)}` })
  age!: AgeRange;

  @ApiProperty({ enum: DIETS })
  @IsIn(DIETS, { message: `diet ${oneOf(DIETS)}` })
  diet!: Diet;

  @ApiPropertyOptional({ maxLength: QUIZ_FREE_TEXT_MAX, description: 'Optional free text' })
  @IsOptional()
  @IsString({ message: 'diet_text must be text' })
  @MaxLength(QUIZ_FREE_TEXT_MAX, { message: `diet_text ${freeTextMessage}` })
  @Transform(trim)
  diet_text: string = '';

  @ApiProperty({ enum: GOALS, isArray: true })
  @ArrayMinSize(1, { message: 'goals needs at least one choice' })
  @ArrayMaxSize(GOALS_MAX, { message: `goals allows at most ${GOALS_MAX} choices` })
  @ArrayUnique({ message: 'goals must not repeat a choice' })
  @IsIn(GOALS, { each: true, message: `each goal ${oneOf(GOALS)}` })
  @IsArray({ message: 'goals must be a list' })
  goals!: Goal[];

  @ApiPropertyOptional({ maxLength: QUIZ_FREE_TEXT_MAX, description: 'Optional free text' })
  @IsOptional()
  @IsString({ message: 'goals_text must be text' })
  @MaxLength(QUIZ_FREE_TEXT_MAX, { message: `goals_text ${freeTextMessage}` })
  @Transform(trim)
  goals_text: string = '';

  @ApiProperty({ enum: LIFESTYLES })
  @IsIn(LIFESTYLES, { message: `lifestyle ${oneOf(LIFESTYLES)}` })
  lifestyle!: Lifestyle;

  /** Step 6 is never blocked: an empty list is allowed. */
  @ApiProperty({ enum: CURRENT_SUPPLEMENTS, isArray: true })
  @ArrayMaxSize(CURRENT_SUPPLEMENTS.length, { message: 'currentSupplements has too many choices' })
  @ArrayUnique({ message: 'currentSupplements must not repeat a choice' })
  @IsIn(CURRENT_SUPPLEMENTS, { each: true, message: `each current supplement ${oneOf(CURRENT_SUPPLEMENTS)}` })
  @IsArray({ message: 'currentSupplements must be a list' })
  currentSupplements!: CurrentSupplement[];

  @ApiPropertyOptional({ maxLength: QUIZ_FREE_TEXT_MAX, description: 'Optional free text' })
  @IsOptional()
  @IsString({ message: 'currentSupplements_text must be text' })
  @MaxLength(QUIZ_FREE_TEXT_MAX, { message: `currentSupplements_text ${freeTextMessage}` })
  @Transform(trim)
  currentSupplements_text: string = '';

  @ApiProperty({ enum: HEALTH_CONCERNS, isArray: true })
  @ArrayMinSize(1, { message: 'healthConcerns needs at least one choice' })
  @ArrayMaxSize(HEALTH_CONCERNS.length, { message: 'healthConcerns has too many choices' })
  @ArrayUnique({ message: 'healthConcerns must not repeat a choice' })
  @IsIn(HEALTH_CONCERNS, { each: true, message: `each health concern ${oneOf(HEALTH_CONCERNS)}` })
  @IsArray({ message: 'healthConcerns must be a list' })
  healthConcerns!: HealthConcern[];

  @ApiPropertyOptional({ maxLength: QUIZ_FREE_TEXT_MAX, description: 'Optional free text' })
  @IsOptional()
  @IsString({ message: 'healthConcerns_text must be text' })
  @MaxLength(QUIZ_FREE_TEXT_MAX, { message: `healthConcerns_text ${freeTextMessage}` })
  @Transform(trim)
  healthConcerns_text: string = '';

  /** 'no_additional_info' or free text, screened in memory and never stored; may be empty when a confirmed condition answers the question. */
  @ValidateIf((dto: QuizSubmitDto) => (dto.additionalHealthInfo ?? '') !== '' || !answeredByConfirmed(dto.confirmed?.healthInfo))
  @IsString({ message: 'additionalHealthInfo must be text' })
  @IsNotEmpty({ message: 'additionalHealthInfo needs an option or some text' })
  @MaxLength(QUIZ_FREE_TEXT_MAX, { message: `additionalHealthInfo ${freeTextMessage}` })
  @Transform(trim)
  additionalHealthInfo!: string;

  /** 'none' or free text, screened in memory and never stored (question 8's promise); may be empty when a confirmed medicine answers the question. */
  @ValidateIf((dto: QuizSubmitDto) => (dto.currentMedications ?? '') !== '' || !answeredByConfirmed(dto.confirmed?.medications))
  @IsString({ message: 'currentMedications must be text' })
  @IsNotEmpty({ message: 'currentMedications needs an option or some text' })
  @MaxLength(QUIZ_FREE_TEXT_MAX, { message: `currentMedications ${freeTextMessage}` })
  @Transform(trim)
  currentMedications!: string;

  @ApiPropertyOptional({ maxLength: QUIZ_FREE_TEXT_MAX, description: 'Optional free text' })
  @IsOptional()
  @IsString({ message: 'currentMedications_text must be text' })
  @MaxLength(QUIZ_FREE_TEXT_MAX, { message: `currentMedications_text ${freeTextMessage}` })
  @Transform(trim)
  currentMedications_text: string = '';

  /** Concepts confirmed on steps 8 and 9 (ids and states only, never text); without it the text alone is read, as before. */
  @ApiPropertyOptional({ type: ConfirmedConceptsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ConfirmedConceptsDto)
  @IsObject({ message: 'confirmed must be an object' })
  confirmed?: ConfirmedConceptsDto;
}
