import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AGE_RANGES, CURRENT_SUPPLEMENTS, DIETS, GENDERS, GOALS, GOALS_MAX, HEALTH_CONCERNS, LIFESTYLES, QUIZ_FREE_TEXT_MAX, type AgeRange, type CurrentSupplement, type Diet, type Gender, type Goal, type HealthConcern, type Lifestyle, type QuizAnswers } from '@sahha/contracts/quiz';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const oneOf = (values: readonly string[]) => `must be one of: ${values.join(', ')}`;
const freeTextMessage = `must be at most ${QUIZ_FREE_TEXT_MAX} characters`;

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

  /** 'no_additional_info' or free text, screened in memory and never stored. */
  @IsString({ message: 'additionalHealthInfo must be text' })
  @IsNotEmpty({ message: 'additionalHealthInfo needs an option or some text' })
  @MaxLength(QUIZ_FREE_TEXT_MAX, { message: `additionalHealthInfo ${freeTextMessage}` })
  @Transform(trim)
  additionalHealthInfo!: string;

  /** 'none' or free text, screened in memory and never stored (question 8's promise). */
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
}
